// The production entry: `npm run serve` (and `npm start` after building). The shortcut first,
// then the server, imported after it: a module hook only sees the resolutions that come later.
import { registerEsmFormatShortcut } from './boot/register-esm-format-shortcut.ts';

registerEsmFormatShortcut();
const { serve } = await import('./start-server.ts');
await serve();
