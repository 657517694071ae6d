import { loadConfig } from '../server/config/env.ts';

export interface SupportContacts {
  email: string;
  phone: string;
  /** tel: link target: the number without spaces. */
  phoneHref: string;
  telegram: string;
  whatsapp: string;
}

let contacts: SupportContacts | undefined;

/** The support channels every page lists, from the environment (src/server/config/env.ts). */
export function supportContacts(): SupportContacts {
  if (!contacts) {
    const config = loadConfig();
    contacts = {
      email: config.supportEmail,
      phone: config.supportPhone,
      phoneHref: `tel:${config.supportPhone.replace(/\s+/g, '')}`,
      telegram: config.supportTelegram,
      whatsapp: config.supportWhatsapp,
    };
  }
  return contacts;
}
