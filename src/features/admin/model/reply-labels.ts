import type { ReplyChannel } from '../../contact/phone.ts';

/** How the inbox and its CSV name each reply channel a visitor can choose. */
export const REPLY_LABELS: Record<ReplyChannel, string> = {
  email: 'E-mail',
  phone: 'Phone call',
  zalo: 'Zalo',
  whatsapp: 'WhatsApp',
};
