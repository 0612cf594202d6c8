/**
 * The UBL 2.1 schema's order and required children for every element our e-invoices use:
 * a receiver validates the XML schema before any business rule, and a child out of its
 * place fails it. Each list is the schema's sequence (abridged to the elements around ours).
 */
import type { XmlElement } from './xml.ts';

interface Shape {
  order: string[];
  required?: string[];
}

const HEAD = ['cbc:UBLVersionID', 'cbc:CustomizationID', 'cbc:ProfileID', 'cbc:ProfileExecutionID', 'cbc:ID', 'cbc:CopyIndicator', 'cbc:UUID', 'cbc:IssueDate', 'cbc:IssueTime'];
const REFERENCES = ['cbc:AccountingCostCode', 'cbc:AccountingCost', 'cbc:LineCountNumeric', 'cbc:BuyerReference', 'cac:InvoicePeriod'];
const PARTIES = ['cac:Signature', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:PayeeParty', 'cac:BuyerCustomerParty', 'cac:SellerSupplierParty', 'cac:TaxRepresentativeParty', 'cac:Delivery', 'cac:DeliveryTerms', 'cac:PaymentMeans', 'cac:PaymentTerms'];
const LINE_ITEM = ['cac:DocumentReference', 'cac:PricingReference', 'cac:OriginatorParty', 'cac:Delivery', 'cac:PaymentTerms', 'cac:AllowanceCharge', 'cac:TaxTotal', 'cac:WithholdingTaxTotal', 'cac:Item', 'cac:Price'];
const DOCUMENT_REFERENCE: Shape = { order: ['cbc:ID', 'cbc:CopyIndicator', 'cbc:UUID', 'cbc:IssueDate', 'cbc:IssueTime', 'cbc:DocumentTypeCode', 'cbc:DocumentType'], required: ['cbc:ID'] };

const SHAPES: Record<string, Shape> = {
  Invoice: {
    order: [...HEAD, 'cbc:DueDate', 'cbc:InvoiceTypeCode', 'cbc:Note', 'cbc:TaxPointDate', 'cbc:DocumentCurrencyCode', 'cbc:TaxCurrencyCode', ...REFERENCES, 'cac:OrderReference', 'cac:BillingReference', 'cac:DespatchDocumentReference', 'cac:ReceiptDocumentReference', 'cac:StatementDocumentReference', 'cac:OriginatorDocumentReference', 'cac:ContractDocumentReference', 'cac:AdditionalDocumentReference', 'cac:ProjectReference', ...PARTIES, 'cac:PrepaidPayment', 'cac:AllowanceCharge', 'cac:TaxExchangeRate', 'cac:TaxTotal', 'cac:WithholdingTaxTotal', 'cac:LegalMonetaryTotal', 'cac:InvoiceLine'],
    required: ['cbc:ID', 'cbc:IssueDate', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:LegalMonetaryTotal', 'cac:InvoiceLine'],
  },
  CreditNote: {
    order: [...HEAD, 'cbc:TaxPointDate', 'cbc:CreditNoteTypeCode', 'cbc:Note', 'cbc:DocumentCurrencyCode', 'cbc:TaxCurrencyCode', ...REFERENCES, 'cac:DiscrepancyResponse', 'cac:OrderReference', 'cac:BillingReference', 'cac:DespatchDocumentReference', 'cac:ReceiptDocumentReference', 'cac:ContractDocumentReference', 'cac:AdditionalDocumentReference', 'cac:StatementDocumentReference', 'cac:OriginatorDocumentReference', ...PARTIES, 'cac:TaxExchangeRate', 'cac:AllowanceCharge', 'cac:TaxTotal', 'cac:LegalMonetaryTotal', 'cac:CreditNoteLine'],
    required: ['cbc:ID', 'cbc:IssueDate', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:LegalMonetaryTotal', 'cac:CreditNoteLine'],
  },
  'cac:AccountingSupplierParty': { order: ['cbc:CustomerAssignedAccountID', 'cbc:AdditionalAccountID', 'cbc:DataSendingCapability', 'cac:Party'] },
  'cac:AccountingCustomerParty': { order: ['cbc:CustomerAssignedAccountID', 'cbc:SupplierAssignedAccountID', 'cbc:AdditionalAccountID', 'cac:Party'] },
  'cac:Party': { order: ['cbc:MarkCareIndicator', 'cbc:MarkAttentionIndicator', 'cbc:WebsiteURI', 'cbc:LogoReferenceID', 'cbc:EndpointID', 'cbc:IndustryClassificationCode', 'cac:PartyIdentification', 'cac:PartyName', 'cac:Language', 'cac:PostalAddress', 'cac:PhysicalLocation', 'cac:PartyTaxScheme', 'cac:PartyLegalEntity', 'cac:Contact'] },
  'cac:PartyName': { order: ['cbc:Name'], required: ['cbc:Name'] },
  'cac:PostalAddress': { order: ['cbc:ID', 'cbc:AddressTypeCode', 'cbc:AddressFormatCode', 'cbc:Postbox', 'cbc:Floor', 'cbc:Room', 'cbc:StreetName', 'cbc:AdditionalStreetName', 'cbc:BlockName', 'cbc:BuildingName', 'cbc:BuildingNumber', 'cbc:InhouseMail', 'cbc:Department', 'cbc:MarkAttention', 'cbc:MarkCare', 'cbc:PlotIdentification', 'cbc:CitySubdivisionName', 'cbc:CityName', 'cbc:PostalZone', 'cbc:CountrySubentity', 'cbc:CountrySubentityCode', 'cbc:Region', 'cbc:District', 'cbc:TimezoneOffset', 'cac:AddressLine', 'cac:Country'] },
  'cac:Country': { order: ['cbc:IdentificationCode', 'cbc:Name'] },
  'cac:PartyTaxScheme': { order: ['cbc:RegistrationName', 'cbc:CompanyID', 'cbc:TaxLevelCode', 'cbc:ExemptionReasonCode', 'cbc:ExemptionReason', 'cac:RegistrationAddress', 'cac:TaxScheme'], required: ['cac:TaxScheme'] },
  'cac:PartyLegalEntity': { order: ['cbc:RegistrationName', 'cbc:CompanyID', 'cbc:RegistrationDate', 'cbc:RegistrationExpirationDate', 'cbc:CompanyLegalFormCode', 'cbc:CompanyLegalForm'] },
  'cac:Contact': { order: ['cbc:ID', 'cbc:Name', 'cbc:Telephone', 'cbc:Telefax', 'cbc:ElectronicMail', 'cbc:Note'] },
  'cac:TaxScheme': { order: ['cbc:ID', 'cbc:Name', 'cbc:TaxTypeCode', 'cbc:CurrencyCode'] },
  'cac:BillingReference': { order: ['cac:InvoiceDocumentReference', 'cac:SelfBilledInvoiceDocumentReference', 'cac:CreditNoteDocumentReference'] },
  'cac:InvoiceDocumentReference': DOCUMENT_REFERENCE,
  'cac:PaymentMeans': { order: ['cbc:ID', 'cbc:PaymentMeansCode', 'cbc:PaymentDueDate', 'cbc:PaymentChannelCode', 'cbc:InstructionID', 'cbc:InstructionNote', 'cbc:PaymentID', 'cac:CardAccount', 'cac:PayerFinancialAccount', 'cac:PayeeFinancialAccount'], required: ['cbc:PaymentMeansCode'] },
  'cac:PayeeFinancialAccount': { order: ['cbc:ID', 'cbc:Name', 'cbc:AliasName', 'cbc:AccountTypeCode', 'cbc:AccountFormatCode', 'cbc:CurrencyCode', 'cbc:PaymentNote', 'cac:FinancialInstitutionBranch', 'cac:Country'] },
  'cac:FinancialInstitutionBranch': { order: ['cbc:ID', 'cbc:Name', 'cac:FinancialInstitution', 'cac:Address'] },
  'cac:PaymentTerms': { order: ['cbc:ID', 'cbc:PaymentMeansID', 'cbc:PrepaidPaymentReferenceID', 'cbc:Note'] },
  'cac:TaxTotal': { order: ['cbc:TaxAmount', 'cbc:RoundingAmount', 'cbc:TaxEvidenceIndicator', 'cbc:TaxIncludedIndicator', 'cac:TaxSubtotal'], required: ['cbc:TaxAmount'] },
  'cac:TaxSubtotal': { order: ['cbc:TaxableAmount', 'cbc:TaxAmount', 'cbc:CalculationSequenceNumeric', 'cbc:TransactionCurrencyTaxAmount', 'cbc:Percent', 'cbc:BaseUnitMeasure', 'cbc:PerUnitAmount', 'cbc:TierRange', 'cbc:TierRatePercent', 'cac:TaxCategory'], required: ['cbc:TaxAmount', 'cac:TaxCategory'] },
  'cac:TaxCategory': { order: ['cbc:ID', 'cbc:Name', 'cbc:Percent', 'cbc:BaseUnitMeasure', 'cbc:PerUnitAmount', 'cbc:TaxExemptionReasonCode', 'cbc:TaxExemptionReason', 'cbc:TierRange', 'cbc:TierRatePercent', 'cac:TaxScheme'], required: ['cac:TaxScheme'] },
  'cac:ClassifiedTaxCategory': { order: ['cbc:ID', 'cbc:Name', 'cbc:Percent', 'cbc:BaseUnitMeasure', 'cbc:PerUnitAmount', 'cbc:TaxExemptionReasonCode', 'cbc:TaxExemptionReason', 'cbc:TierRange', 'cbc:TierRatePercent', 'cac:TaxScheme'], required: ['cac:TaxScheme'] },
  'cac:LegalMonetaryTotal': { order: ['cbc:LineExtensionAmount', 'cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:AllowanceTotalAmount', 'cbc:ChargeTotalAmount', 'cbc:PrepaidAmount', 'cbc:PayableRoundingAmount', 'cbc:PayableAmount'], required: ['cbc:PayableAmount'] },
  'cac:InvoiceLine': { order: ['cbc:ID', 'cbc:UUID', 'cbc:Note', 'cbc:InvoicedQuantity', 'cbc:LineExtensionAmount', 'cbc:TaxPointDate', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cbc:PaymentPurposeCode', 'cbc:FreeOfChargeIndicator', 'cac:InvoicePeriod', 'cac:OrderLineReference', 'cac:DespatchLineReference', 'cac:ReceiptLineReference', 'cac:BillingReference', ...LINE_ITEM], required: ['cbc:ID', 'cbc:LineExtensionAmount', 'cac:Item'] },
  'cac:CreditNoteLine': { order: ['cbc:ID', 'cbc:UUID', 'cbc:Note', 'cbc:CreditedQuantity', 'cbc:LineExtensionAmount', 'cbc:TaxPointDate', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cbc:PaymentPurposeCode', 'cac:DiscrepancyResponse', 'cac:DespatchLineReference', 'cac:ReceiptLineReference', 'cac:BillingReference', 'cac:DocumentReference', 'cac:PricingReference', 'cac:OrderLineReference', 'cac:Delivery', 'cac:TaxTotal', 'cac:WithholdingTaxTotal', 'cac:Item', 'cac:Price'], required: ['cbc:ID', 'cac:Item'] },
  'cac:Item': { order: ['cbc:Description', 'cbc:PackQuantity', 'cbc:PackSizeNumeric', 'cbc:CatalogueIndicator', 'cbc:Name', 'cbc:HazardousRiskIndicator', 'cbc:AdditionalInformation', 'cbc:Keyword', 'cbc:BrandName', 'cbc:ModelName', 'cac:BuyersItemIdentification', 'cac:SellersItemIdentification', 'cac:StandardItemIdentification', 'cac:OriginCountry', 'cac:CommodityClassification', 'cac:ClassifiedTaxCategory', 'cac:AdditionalItemProperty'] },
  'cac:Price': { order: ['cbc:PriceAmount', 'cbc:BaseQuantity', 'cbc:PriceChangeReason', 'cbc:PriceTypeCode', 'cbc:PriceType', 'cbc:OrderableUnitFactorRate', 'cac:ValidityPeriod', 'cac:PriceList', 'cac:AllowanceCharge'], required: ['cbc:PriceAmount'] },
};

/** Where the document breaks the schema's shape: a child unknown, out of order or missing, or an element empty. */
export function structureProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  const visit = (element: XmlElement, path: string) => {
    const kids = element.children ?? [];
    if (kids.length === 0 && !element.text?.trim()) problems.push(`${path} is empty`);
    const shape = SHAPES[element.name];
    if (!shape) {
      if (kids.length > 0) problems.push(`${path} is not an element we know the order of`);
      return;
    }
    let last = -1;
    for (const kid of kids) {
      const place = shape.order.indexOf(kid.name);
      if (place === -1) problems.push(`${path}/${kid.name} is not a child UBL allows there`);
      else if (place < last) problems.push(`${path}/${kid.name} comes after ${shape.order[last]}, against the schema's order`);
      else last = place;
    }
    for (const name of shape.required ?? []) if (!kids.some((kid) => kid.name === name)) problems.push(`${path} has no ${name}`);
    for (const kid of kids) visit(kid, `${path}/${kid.name}`);
  };
  visit(root, `/${root.name}`);
  return problems;
}
