// The public face of src/domain: pure rules shared by the renderer, the API layer and the sandbox.
export { isValidCpf, isValidCnpj, cpfFormValidator } from './tax-id.ts';
export type { TaxIdKind, CpfFormError } from './tax-id.ts';
export { maskTaxId, unmaskTaxId, formatTaxId, taxIdKindOf } from './tax-id-format.ts';
export type { TaxIdDisplayOptions } from './tax-id-format.ts';
export { PIX_KEY_TYPES, detectPixKeyType, isValidPixKey, canonicalPixKey } from './pix-key.ts';
export type { PixKeyType } from './pix-key.ts';
export { maskPixKey, unmaskPixKey } from './pix-key-mask.ts';
export { crc16 } from './crc16.ts';
export { PIX_GUI, parseBrCode, isValidBrCode } from './br-code.ts';
export type { BrCode, BrCodeReading, BrCodeError, BrCodeErrorCode, PixMerchantAccount } from './br-code.ts';
export { buildBrCode } from './br-code-builder.ts';
export type { BrCodeRequest, StaticBrCodeRequest, DynamicBrCodeRequest } from './br-code-builder.ts';
export { parseDigitableLine, formatDigitableLine } from './digitable-line.ts';
export type { DigitableLine, BankSlipLine, UtilityLine } from './digitable-line.ts';
export { digitableLineFault, digitableLineFaultText, slipKindOf, slipLength } from './digitable-line-fault.ts';
export type { DigitableLineFault, SlipKind } from './digitable-line-fault.ts';
export { buildBankSlipLine } from './bank-slip.ts';
export type { BankSlipRequest, IssuedBankSlip } from './bank-slip.ts';
export { dueDateFromFactor, factorFromDueDate } from './due-date-factor.ts';
export { toCents, fromCents, centsToDecimalText } from './cents.ts';
export { formatMoney, parseMoney, currencyPrefix } from './money.ts';
export type { MoneyDisplayOptions } from './money.ts';
export { fundsShortfall, isLimitNight, limitedProductOf, NIGHT_ENDS_AT_HOUR, NIGHT_STARTS_AT_HOUR } from './funds.ts';
export type { FundsBalance, FundsLimit, FundsQuestion, Shortfall, LimitedProduct } from './funds.ts';
export { typeDigit, eraseDigit, amountOfEntry, amountOfPaste, entryText, MAX_ENTRY_CENTS } from './money-entry.ts';
export {
  toDate,
  formatQueryDate,
  formatIsoDay,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatMessageDate,
  parseDayMonthYear,
  lastDaysRange,
  brasiliaParts,
  BRASILIA_TIME_ZONE,
} from './dates.ts';
export type { DateInput } from './dates.ts';
export { relativeTime } from './relative-time.ts';
export { maskAccount, formatBranch } from './account.ts';
export { formatFileSize } from './file-size.ts';
export { paginationWindow, pageNumbers } from './pagination.ts';
export { statusDisplay, launchDisplay } from './status.ts';
export type { Colour, StatusIcon, StatusDisplay, Launch, LaunchDisplay } from './status.ts';
export { endToEndId, isValidEndToEndId } from './end-to-end-id.ts';
export type { EndToEndIdRequest } from './end-to-end-id.ts';
export { receiptBody, receiptBodyKind } from './receipt.ts';
export { workflowSteps } from './workflow-steps.ts';
export type { WorkflowActivity, WorkflowStepRow } from './workflow-steps.ts';
export type { ReceiptBlock, ReceiptBodyKind, ReceiptLine, ReceiptMetadata, ReceiptOptions, ReceiptParty } from './receipt.ts';
export {
  initialRegistrationDraft,
  draftPhone,
  enteredPhone,
  draftContact,
  draftAddressType,
  newAccountDraft,
  newAnswerableDraft,
  referralIdFrom,
  isRegistrationTaxIdValid,
  accountDraftGaps,
  answerableDraftGaps,
  isFullyValidated,
  requiredDocumentTypes,
  missingDocumentTypes,
  accountRequestOf,
  answerableRequestOf,
  representativesReady,
  documentsComplete,
  registrationStage,
  REGISTRATION_DDI,
  REGISTRATION_ACCOUNT_TYPE,
  REGISTRATION_TAG,
  DEFAULT_NATIONALITY,
  PERSON_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPES,
} from './registration-draft.ts';
export type {
  PersonType,
  DraftHolder,
  DraftPhone,
  DraftContact,
  DraftAddress,
  AccountDraft,
  AnswerableDraft,
  DraftFile,
  RegistrationDraft,
  OpeningSettings,
  RegistrationStage,
} from './registration-draft.ts';
