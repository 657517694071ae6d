import { loadConfig } from '../server/config/env.ts';

export interface SupportContacts {
  email: string;
  phone: string;
  /** tel: link target: the number without spaces. */
  phoneHref: string;
  telegram: string;
  whatsapp: string;
  /** Who the visitor deals with: the agency's legal name, address and registration. */
  company: { name: string; address: string; registration: string };
}

let contacts: SupportContacts | undefined;

/** The support channels and company details every page lists, from the environment (src/server/config/env.ts). */
export function supportContacts(): SupportContacts {
  if (!contacts) {
    const config = loadConfig();
    contacts = {
      email: config.supportEmail,
      phone: config.supportPhone,
      phoneHref: `tel:${config.supportPhone.replace(/\s+/g, '')}`,
      telegram: config.supportTelegram,
      whatsapp: config.supportWhatsapp,
      company: config.company,
    };
  }
  return contacts;
}
