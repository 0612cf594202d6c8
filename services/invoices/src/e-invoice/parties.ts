import { abnDigitsOnly, type InvoiceDocument } from '@cobber/contracts';
import { group, leaf, type XmlElement } from './xml.ts';

/** The identifier scheme of an Australian Business Number in Peppol (ISO 6523 ICD 0151). */
export const ABN_SCHEME = '0151';

const STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;

/** An address as an e-invoice holds it: street, suburb, state and postcode when they can be told apart. */
export interface PostalAddress {
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}

/**
 * An address typed as Australians write it (`12 Smith St\nNewtown NSW 2042`, or on one line
 * with commas) taken apart: what ends in a state and a postcode gives the suburb, state and
 * postcode, the rest is the street. Anything else stays whole as the street.
 */
export function postalAddress(typed: string | null | undefined): PostalAddress {
  const oneLine = (typed ?? '')
    .split(/\r?\n/)
    .map((part) => part.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');
  const ending = new RegExp(String.raw`^(.*?)[\s,]+([^,]+?)[\s,]+(${STATES.join('|')})[\s,]+(\d{4})(?:[\s,]+Australia)?$`, 'i').exec(oneLine);
  if (!ending) return { street: oneLine || null, suburb: null, state: null, postcode: null };
  const [, street, suburb, state, postcode] = ending;
  return { street: street!.replace(/,$/, '').trim() || null, suburb: suburb!.trim(), state: state!.toUpperCase(), postcode: postcode! };
}

function addressElement(typed: string | null | undefined): XmlElement {
  const address = postalAddress(typed);
  return group(
    'cac:PostalAddress',
    leaf('cbc:StreetName', address.street),
    leaf('cbc:CityName', address.suburb),
    leaf('cbc:PostalZone', address.postcode),
    leaf('cbc:CountrySubentity', address.state),
    group('cac:Country', leaf('cbc:IdentificationCode', 'AU')),
  )!;
}

/** A name on one line: an e-invoice's names and item names are single lines. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The business that issues the invoice: its ABN is its address on the Peppol network and its
 * legal identifier; registered for GST, the ABN is also its GST registration.
 */
export function sellerParty(business: InvoiceDocument['business'], abn: string, registeredForGst: boolean): XmlElement {
  const digits = abnDigitsOnly(abn);
  const name = oneLine(business.name);
  return group(
    'cac:AccountingSupplierParty',
    group(
      'cac:Party',
      leaf('cbc:EndpointID', digits, { schemeID: ABN_SCHEME }),
      group('cac:PartyName', leaf('cbc:Name', name)),
      addressElement(business.address),
      registeredForGst && group('cac:PartyTaxScheme', leaf('cbc:CompanyID', digits), group('cac:TaxScheme', leaf('cbc:ID', 'GST'))),
      group('cac:PartyLegalEntity', leaf('cbc:RegistrationName', name), leaf('cbc:CompanyID', digits, { schemeID: ABN_SCHEME })),
      group('cac:Contact', leaf('cbc:Telephone', business.phone), leaf('cbc:ElectronicMail', business.email)),
    ),
  )!;
}

/**
 * The client billed: by their ABN when they have one (their address on the network too);
 * otherwise by name and address alone, which Peppol cannot deliver (see docs/e-invoices.md).
 */
export function buyerParty(invoice: InvoiceDocument['invoice'], clientAbn: string | null): XmlElement {
  const digits = clientAbn ? abnDigitsOnly(clientAbn) : null;
  const name = oneLine(invoice.clientName);
  return group(
    'cac:AccountingCustomerParty',
    group(
      'cac:Party',
      digits && leaf('cbc:EndpointID', digits, { schemeID: ABN_SCHEME }),
      group('cac:PartyName', leaf('cbc:Name', name)),
      addressElement(invoice.clientAddress),
      group('cac:PartyLegalEntity', leaf('cbc:RegistrationName', name), digits && leaf('cbc:CompanyID', digits, { schemeID: ABN_SCHEME })),
      group('cac:Contact', leaf('cbc:ElectronicMail', invoice.clientEmail)),
    ),
  )!;
}
