/**
 * Who a mail is from, and whom it greets. Mail to a client comes from the business:
 * its name shown ("Olly Electrical via Cobber"), Cobber's address behind it, since only
 * Cobber's domain may send; replies go to the business (Reply-To).
 */

export interface Sender {
  name: string;
  address: string;
}

/** `"Cobber <quotes@cobber.com.au>"` → `quotes@cobber.com.au`; a bare address is itself. */
export function senderAddress(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The From of a mail the business sends its client: nodemailer quotes or encodes the
 * name as it needs (a comma, quotes, any script), so it reaches the inbox as typed.
 */
export function businessSender(from: string, businessName: string): Sender {
  return { name: `${businessName.replace(/\s+/g, ' ').trim()} via Cobber`, address: senderAddress(from) };
}

/**
 * "Hi Sarah," for Sarah Nguyen: the first word of the name. A name written family name
 * first (Nguyễn Văn An, 王小明) cannot be split reliably, so it is the first word too,
 * and a name of one word is greeted whole.
 */
export function greeting(clientName: string): string {
  const first = clientName.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi there,';
}
