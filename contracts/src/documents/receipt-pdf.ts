/**
 * The receipt a client gets for a payment: receipt number, the business, the client,
 * amount, method, payment date, what it was for, where the invoice it paid stands now,
 * and the tradie's message.
 */
import { displayMoney, parseMoney } from '../money.ts';
import type { Receipt } from '../receipts.ts';
import { businessDetails, displayCalendarDate, type DocumentBusiness } from './business-details.ts';
import type { FontFiles } from './fonts/files.ts';
import { DocumentWriter, MUTED, type TotalLine } from './layout.ts';
import { writePhotosPages, type DocumentPhoto } from './photos-page.ts';

export type ReceiptPdfReceipt = Pick<
  Receipt,
  'receiptNumber' | 'clientName' | 'clientEmail' | 'paymentAmount' | 'paymentMethod' | 'paymentDate' | 'description' | 'messageTemplate'
>;

export interface ReceiptPdfInput {
  receipt: ReceiptPdfReceipt;
  business: DocumentBusiness;
  /** The invoice this payment was made on, when there is one. */
  invoiceNumber?: string | null | undefined;
  /** What that invoice still owed once this payment was counted (money on the wire, "0.00" when paid in full). */
  owingAfter?: string | null | undefined;
  logo?: Uint8Array | undefined;
  /** The receipt's job photos in their order: a photos page after the receipt. */
  photos?: readonly DocumentPhoto[] | undefined;
}

export function receiptPdfFileName(receiptNumber: string): string {
  return `Receipt-${receiptNumber}.pdf`;
}

/** Where an invoice stands after a payment: "Paid in full" or "$230.00 still owing". */
export function invoiceStanding(owingAfter: string): string {
  const owing = parseMoney(owingAfter);
  return owing > 0 ? `${displayMoney(owing)} still owing` : 'Paid in full';
}

/** The PDF's bytes; `fonts` reads the Noto files its text needs (the server's or the browser's, fonts/files.ts). */
export async function buildReceiptPdf(input: ReceiptPdfInput, fonts: FontFiles): Promise<Uint8Array> {
  const { receipt, business } = input;
  const writer = await DocumentWriter.create({ title: `Receipt ${receipt.receiptNumber}`, author: business.name, brandColour: business.brandColors?.primary, fonts, content: input, bold: [business.name, receipt.clientName] });
  await writer.letterhead({ businessName: business.name, logo: input.logo, details: businessDetails(business), title: 'Receipt', reference: receipt.receiptNumber });

  writer.heading('Received from');
  writer.paragraph(receipt.clientName, { size: 12, bold: true });
  if (receipt.clientEmail) writer.paragraph(receipt.clientEmail, { colour: MUTED });

  const lines: TotalLine[] = [
    { label: 'Payment date', value: displayCalendarDate(receipt.paymentDate) },
    { label: 'Method', value: receipt.paymentMethod },
  ];
  if (input.invoiceNumber) lines.push({ label: 'For invoice', value: input.invoiceNumber });
  lines.push({ label: 'Amount paid', value: displayMoney(parseMoney(receipt.paymentAmount)), strong: true, colour: writer.brand });
  const standing = input.invoiceNumber && input.owingAfter ? { text: `Invoice ${input.invoiceNumber}: ${invoiceStanding(input.owingAfter)}`, style: { size: 11, bold: true } } : null;
  // The amount paid and where the invoice stands after it, read together.
  writer.keepTogether(writer.totalsHeight(lines) + (standing ? 4 + writer.blockHeight([standing]) : 0));
  writer.totals(lines);
  if (standing) {
    writer.gap(4);
    writer.block([standing]);
  }

  if (receipt.description) {
    writer.heading('For');
    writer.paragraph(receipt.description);
  }
  writer.gap(10);
  writer.paragraph(receipt.messageTemplate, { size: 11 });
  await writePhotosPages(writer, input.photos);
  return writer.save(`${business.name}  ·  Receipt ${receipt.receiptNumber}`);
}
