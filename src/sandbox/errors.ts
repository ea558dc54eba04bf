/**
 * Every error the sandbox answers is `{ errors: [{ message, errorCode }] }` with a 4xx status
 * (5xx only for real faults). The catalogue below is the one list of codes; docs/errors.md explains them.
 */
export interface ErrorItem {
  message: string;
  errorCode: string;
}

export class ApiError extends Error {
  readonly items: ErrorItem[];

  constructor(
    readonly status: number,
    errorCode: string,
    message: string,
  ) {
    super(message);
    this.items = [{ message, errorCode }];
  }
}

const define =
  (status: number, errorCode: string, message: string) =>
  (detail?: string): ApiError =>
    new ApiError(status, errorCode, detail ? `${message} ${detail}` : message);

export const Errors = {
  // Authentication
  invalidCredentials: define(401, 'AU10001', 'Operador ou senha inválidos.'),
  accountNotFoundForSignIn: define(404, 'AU10002', 'Agência ou conta não encontrada.'),
  unauthenticated: define(401, 'AU10003', 'Sessão inválida ou expirada. Entre novamente.'),
  invalidRefreshToken: define(401, 'AU10004', 'Token de atualização inválido ou expirado.'),
  unsupportedGrant: define(400, 'AU10005', 'Tipo de concessão não suportado.'),
  invalidClient: define(401, 'AU10006', 'Credenciais de API inválidas.'),
  wrongScope: define(403, 'AU10007', 'Este token não permite esta operação.'),
  wrongCurrentPassword: define(400, 'AU10008', 'A senha atual não confere.'),
  passwordConfirmationMismatch: define(400, 'AU10009', 'Necessário que os valores sejam iguais.'),
  a2fNotEnabled: define(400, 'AU10010', 'A autenticação em dois fatores não está ativada para este usuário.'),
  accountLocked: define(403, 'AU10011', 'Conta bloqueada. Procure o atendimento.'),
  invalidOtp: define(400, 'AU10013', 'Código de verificação inválido.'),
  signInLocked: define(
    423,
    'AU10014',
    'Acesso bloqueado por 30 minutos após 5 tentativas inválidas. Tente novamente mais tarde.',
  ),
  tooManySignInAttempts: define(
    429,
    'AU10015',
    'Muitas tentativas a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  ),
  merchantNotFound: define(404, 'AU10012', 'Instituição não encontrada.'),
  a2fRequired: define(403, 'AU10016', 'Confirme o acesso com o código do seu aplicativo autenticador.'),
  otpAlreadyUsed: define(400, 'AU10017', 'Este código já foi usado. Aguarde o próximo código do aplicativo.'),
  tooManyOtpAttempts: define(403, 'AU10018', 'Acesso recusado após 5 códigos inválidos. Entre novamente.'),
  a2fNoEnrolment: define(404, 'AU10019', 'Nenhuma ativação da autenticação em dois fatores em andamento.'),
  tokenInAddress: define(
    400,
    'AU10020',
    'O token de acesso não vai no endereço: envie-o no cabeçalho Authorization. Endereços abertos pelo navegador levam um tíquete de uso único.',
  ),
  alreadySignedOut: define(400, 'CH30019', 'Usuário já desconectado.'),
  // Accounts
  accountNotFound: define(404, 'AC10001', 'Conta não encontrada.'),
  // Statement and account services
  invalidQueryDate: define(400, 'ST10001', 'Data inválida. Use ano-mês-dia, por exemplo 2026-1-5.'),
  invertedDateRange: define(400, 'ST10002', 'A data inicial deve ser igual ou anterior à data final.'),
  dailyLimitExceeded: define(422, 'AS10001', 'Operação acima do limite diário.'),
  nightlyLimitExceeded: define(422, 'AS10002', 'Operação acima do limite noturno (das 20h às 6h).'),
  nightlyAboveDaily: define(400, 'AS10003', 'O limite noturno não pode ser maior que o limite diário.'),
  limitAboveMaximum: define(422, 'AS10004', 'O limite pedido passa do máximo permitido pela instituição.'),
  repeatedLimitProduct: define(400, 'AS10005', 'Cada produto pode aparecer uma única vez no pedido.'),
  limitValueMissing: define(400, 'AS10006', 'Informe o limite diário, o noturno ou os dois.'),
  limitValueNotInCents: define(400, 'AS10007', 'O limite deve ter no máximo duas casas decimais.'),
  personNotFound: define(404, 'CM10001', 'Pessoa não encontrada.'),
  invalidTaxId: define(400, 'CM10002', 'CPF ou CNPJ inválido.'),
  participantNotFound: define(404, 'CM10003', 'Participante não encontrado.'),
  productTypeNotFound: define(404, 'CM10004', 'Tipo de produto não encontrado.'),
  reportRangeTooLong: define(400, 'RP10001', 'O período do relatório pode ter no máximo 366 dias.'),
  consolidationsDisabled: define(403, 'RP10002', 'Consolidações não estão habilitadas para esta conta.'),
  // Card acquiring and referrals (docs/sandbox-company-reports.md)
  acquirerDisabled: define(403, 'AQ10001', 'Adquirência não está habilitada para esta conta.'),
  recommendationDisabled: define(403, 'IN10001', 'Indique um amigo não está habilitado para esta conta.'),

  // Money movement
  transferNotFound: define(404, 'TR10001', 'Transferência não encontrada.'),
  transferNotPending: define(409, 'TR10002', 'Esta transferência não aguarda mais aprovação.'),
  transferNotCancelable: define(409, 'TR10003', 'Esta transferência não pode mais ser cancelada.'),
  receiverAccountNotFound: define(422, 'TR10004', 'Conta de destino não encontrada.'),
  sameAccount: define(422, 'TR10005', 'A conta de destino deve ser diferente da conta de origem.'),
  unknownBank: define(422, 'TR10006', 'Banco de destino não encontrado entre os participantes do STR.'),
  ownBankIsInternal: define(422, 'TR10007', 'Para contas do Banco Balcão, use a transferência interna.'),
  invalidReceiverTaxId: define(422, 'TR10008', 'CPF ou CNPJ do favorecido inválido.'),
  missingTransferField: define(400, 'TR10009', 'Dados do favorecido incompletos.'),
  invalidAmount: define(400, 'TR10010', 'Valor inválido: informe um valor maior que zero, com até duas casas decimais.'),
  idempotencyKeyReused: define(422, 'TR10011', 'Esta Idempotency-Key já foi usada com outro pedido.'),
  invalidIdempotencyKey: define(400, 'TR10012', 'Idempotency-Key inválida: use de 1 a 128 caracteres visíveis.'),
  paymentNotFound: define(404, 'PY10001', 'Pagamento não encontrado.'),
  paymentNotPending: define(409, 'PY10002', 'Este pagamento não aguarda mais aprovação.'),
  paymentNotCancelable: define(409, 'PY10003', 'Este pagamento não pode mais ser cancelado.'),
  paymentNotReversible: define(409, 'PY10004', 'Este pagamento não pode ser estornado.'),
  invalidDigitableLine: define(422, 'PY10005', 'Linha digitável inválida.'),
  wrongSlipKind: define(422, 'PY10006', 'Tipo de boleto diferente do pedido.'),
  qrCodeNotFound: define(404, 'PY10007', 'QR Code não encontrado.'),
  invalidBrCode: define(422, 'PY10008', 'Código PIX (BR Code) inválido.'),
  billingNotPayable: define(422, 'PY10009', 'Esta cobrança não pode ser paga.'),
  amountMismatch: define(422, 'PY10010', 'O valor informado é diferente do valor da cobrança.'),
  amountRequired: define(400, 'PY10011', 'Informe o valor a pagar.'),
  chargeNotFound: define(422, 'PY10012', 'Cobrança PIX não encontrada no local indicado pelo código.'),
  billingNotFound: define(404, 'BL10001', 'Cobrança não encontrada.'),
  billingNotCancelable: define(409, 'BL10002', 'Esta cobrança não pode mais ser cancelada.'),
  invalidDueDate: define(400, 'BL10003', 'Data de vencimento inválida.'),
  noPixKeyForCharge: define(422, 'BL10004', 'Cadastre uma chave PIX na conta para emitir cobranças PIX.'),
  pixKeyNotOwned: define(422, 'BL10005', 'A chave PIX informada não pertence a esta conta.'),
  unsupportedImageType: define(400, 'BL10006', 'Formato de imagem não suportado; use PNG.'),
  imageSizeOutOfRange: define(400, 'BL10007', 'O tamanho da imagem deve ficar entre 64 e 1024 pixels.'),
  wrongBillingType: define(404, 'BL10008', 'Esta cobrança não tem este formato.'),
  invalidDrawee: define(400, 'BL10009', 'CPF ou CNPJ do pagador inválido.'),
  receiveNotFound: define(404, 'RC10001', 'Recebimento não encontrado.'),
  receiveNotReversible: define(409, 'RC10002', 'Este recebimento não pode ser devolvido.'),
  refundAboveReceived: define(422, 'RC10003', 'A devolução passa do valor recebido ainda não devolvido.'),
  refundWindowClosed: define(422, 'RC10004', 'O prazo de 90 dias para a devolução terminou.'),
  invalidReverseReason: define(400, 'RC10005', 'Motivo de devolução inválido.'),
  unsupportedCurrency: define(400, 'RC10006', 'Moeda não suportada; use BRL.'),
  pixKeyNotFound: define(404, 'PX10001', 'Chave PIX não encontrada.'),
  pixKeyTaken: define(409, 'PX10002', 'Esta chave PIX já está registrada.'),
  invalidPixKey: define(400, 'PX10003', 'Chave PIX inválida para o tipo informado.'),
  taxIdKeyNotHolder: define(422, 'PX10004', 'A chave CPF ou CNPJ deve ser o documento do titular da conta.'),
  pixKeyLimitReached: define(422, 'PX10005', 'Limite de chaves PIX da conta atingido.'),
  wrongTaxIdKeyType: define(422, 'PX10006', 'Conta de pessoa física registra chave CPF; de pessoa jurídica, CNPJ.'),
  unsupportedApiVersion: define(400, 'PX10007', 'Versão da API não suportada; use 2.0.'),
  tokenTooSoon: define(429, 'OT10001', 'Aguarde para pedir um novo token.'),
  invalidToken: define(422, 'OT10002', 'Token inválido, expirado ou já utilizado.'),
  invalidElectronicPassword: define(422, 'OT10003', 'Senha eletrônica inválida.'),
  passwordRequired: define(400, 'OT10004', 'Informe a senha eletrônica.'),
  tokenRequired: define(400, 'OT10005', 'Informe o token de validação.'),
  tooManyApprovalAttempts: define(422, 'OT10006', 'Operação recusada: limite de tentativas inválidas atingido.'),
  passwordNeedsUser: define(403, 'OT10007', 'A aprovação por senha exige um usuário; credenciais de API aprovam com token.'),
  invalidVirtualKeyboard: define(400, 'OT10008', 'Senha do teclado virtual inválida: informe seis pares de dígitos diferentes.'),
  approvalsLocked: define(423, 'OT10009', 'Aprovações bloqueadas por 30 minutos após 5 tentativas inválidas de senha ou token.'),
  tooManyApprovalFailuresFromAddress: define(
    429,
    'OT10010',
    'Muitas tentativas inválidas de aprovação a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  ),
  tooManyTokenRequestsFromAddress: define(
    429,
    'OT10011',
    'Muitos pedidos de token a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  ),
  approvalMethodNotOffered: define(422, 'OT10012', 'Esta forma de aprovação não está disponível para esta conta.'),
  messageNotFound: define(404, 'MS10001', 'Mensagem não encontrada.'),

  // Cards (spec 001 §4: ACTIVE ⇄ LOCKED, both → CANCELED, nothing out of CANCELED)
  cardNotFound: define(404, 'CD10001', 'Cartão não encontrado.'),
  cardHolderNotFound: define(404, 'CD10002', 'Portador não encontrado.'),
  invoiceNotFound: define(404, 'CD10003', 'Fatura não encontrada.'),
  cardPurchaseNotFound: define(404, 'CD10004', 'Compra não encontrada.'),
  cardNotLockable: define(409, 'CD10005', 'Só um cartão ativo pode ser bloqueado.'),
  cardNotActivatable: define(409, 'CD10006', 'Só um cartão bloqueado pode ser desbloqueado.'),
  cardNotCancelable: define(409, 'CD10007', 'Só um cartão ativo ou bloqueado pode ser cancelado.'),
  cardNotPending: define(409, 'CD10008', 'Este cartão não aguarda mais aprovação.'),
  cardProductNotFound: define(422, 'CD10009', 'Produto de cartão não encontrado.'),
  invalidCardType: define(422, 'CD10010', 'Tipo de cartão inválido.'),
  invalidHolderTaxId: define(422, 'CD10011', 'CPF ou CNPJ do portador inválido.'),
  cardHolderExists: define(409, 'CD10012', 'Já existe um portador com este CPF ou CNPJ nesta conta.'),
  cardsDisabled: define(403, 'CD10013', 'Cartões não estão habilitados para esta conta.'),
  workflowNotFound: define(404, 'CD10014', 'Fluxo do produto não encontrado.'),
  wrongBranch: define(422, 'CD10015', 'Instituição ou agência diferente da conta.'),

  // Account opening (docs/account-opening.md)
  invalidCpf: define(400, 'RG10001', 'CPF inválido.'),
  invalidCnpj: define(400, 'RG10002', 'CNPJ inválido.'),
  taxIdTaken: define(409, 'RG10003', 'Este CPF ou CNPJ já tem uma conta ou um cadastro neste banco.'),
  registrationNotEditable: define(409, 'RG10004', 'Este cadastro não pode ser alterado na situação em que está.'),
  registrationIncomplete: define(422, 'RG10005', 'Cadastro incompleto:'),
  phoneNotFound: define(404, 'RG10006', 'Telefone não encontrado.'),
  contactNotFound: define(404, 'RG10007', 'E-mail não encontrado.'),
  wrongValidationToken: define(422, 'RG10008', 'Token de validação incorreto.'),
  validationTokenRefused: define(
    422,
    'RG10009',
    'Token de validação recusado: expirado, já usado ou com 5 tentativas incorretas. Peça um novo token.',
  ),
  alreadyValidated: define(409, 'RG10010', 'Este telefone ou e-mail já foi validado.'),
  answerablesOnlyForCompanies: define(422, 'RG10011', 'Representantes legais só existem em cadastros de pessoa jurídica.'),
  answerableNotFound: define(404, 'RG10012', 'Representante não encontrado.'),
  fileTooLarge: define(413, 'RG10013', 'Arquivo maior que o limite de 10 MB.'),
  fileTypeNotAllowed: define(415, 'RG10014', 'Tipo de arquivo não aceito: envie JPEG, PNG ou PDF.'),
  fileContentMismatch: define(415, 'RG10015', 'O conteúdo do arquivo não corresponde ao tipo informado.'),
  invalidAttachmentType: define(400, 'RG10016', 'Tipo de documento inválido.'),
  fileNotFound: define(404, 'RG10017', 'Arquivo não encontrado.'),
  missingDocuments: define(422, 'RG10018', 'Faltam documentos obrigatórios:'),
  termNotAccepted: define(422, 'RG10019', 'Aceite o termo de uso antes de enviar o cadastro.'),
  invalidRegistrationCredential: define(401, 'RG10020', 'Credencial de cadastro inválida ou expirada.'),
  onboardingLinkInvalid: define(404, 'RG10021', 'Link de continuação do cadastro inválido, expirado ou já usado.'),
  openAccountDisabled: define(403, 'RG10022', 'A abertura de conta não está disponível nesta instituição.'),
  accountProductNotFound: define(422, 'RG10023', 'Produto de conta não encontrado para este tipo de pessoa.'),
  fileMissing: define(400, 'RG10024', 'Envie o arquivo no campo file.'),
  personNotInRegistration: define(404, 'RG10025', 'Pessoa não encontrada nesta conta.'),
  operatorNotFound: define(404, 'RG10026', 'Esta pessoa não tem operador nesta conta.'),
  accountAdminRequired: define(403, 'RG10027', 'Só um administrador da conta ou um operador do banco pode fazer isto.'),
  imageTypeNotAllowed: define(415, 'RG10028', 'Tipo de imagem não aceito: envie JPEG ou PNG.'),
  tooManyRegistrationsFromAddress: define(
    429,
    'RG10030',
    'Muitos cadastros iniciados a partir deste endereço. Aguarde e tente novamente mais tarde.',
  ),
  // Workflows (src/sandbox/workflows) and the back office
  invalidWorkflowDefinition: define(422, 'WF10001', 'Definição de fluxo inválida:'),
  workflowActionNotAllowed: define(409, 'WF10002', 'Ação não permitida na etapa atual do fluxo.'),
  noPublishedWorkflow: define(422, 'WF10003', 'O produto não tem versão publicada do fluxo.'),
  workflowInstanceNotFound: define(404, 'WF10004', 'Nenhum fluxo em andamento para esta conta.'),
  workflowVersionNotFound: define(404, 'WF10005', 'Versão do fluxo não encontrada.'),
  bankOperatorRequired: define(403, 'BO10001', 'Acesso restrito a operadores do banco.'),

  // Company services: API credentials, webhooks, partner files (docs/webhooks.md, docs/partner-files.md)
  apiDisabled: define(403, 'AP10001', 'Os serviços de API não estão habilitados para esta conta.'),
  credentialNotFound: define(404, 'AP10002', 'Credencial não encontrada.'),
  webhookNotFound: define(404, 'AP10003', 'Webhook não encontrado.'),
  webhookUrlRefused: define(422, 'AP10004', 'Endereço do webhook não aceito.'),
  webhookTypeTaken: define(409, 'AP10005', 'A conta já tem um webhook deste tipo.'),
  partnerFileRefused: define(422, 'AP10006', 'Arquivo recusado; nada foi criado.'),
  partnerFileMissing: define(400, 'AP10007', 'Envie o arquivo no campo file.'),

  // Notification hub
  hubOriginNotAllowed: define(403, 'HB10001', 'Origem não permitida.'),
  hubConnectionNotFound: define(404, 'HB10002', 'Conexão não encontrada ou expirada. Negocie novamente.'),
  hubSessionMismatch: define(401, 'HB10003', 'O token não pertence à sessão que negociou a conexão.'),
  hubClosing: define(503, 'HB10004', 'Central de notificações indisponível no momento.'),
  // Requests: what HTTP itself refuses (docs/errors.md "Requests")
  invalidRequest: define(400, 'RQ10001', 'Requisição inválida.'),
  malformedRequest: define(400, 'RQ10002', 'Requisição malformada: o endereço ou o corpo não pôde ser lido.'),
  bodyTooLarge: define(413, 'RQ10003', 'Corpo da requisição grande demais: o máximo é 1 MiB.'),
  notFound: define(404, 'RQ10004', 'Recurso não encontrado.'),
  methodNotAllowed: define(405, 'RQ10005', 'Método não permitido neste endereço.'),
  unsupportedMediaType: define(415, 'RQ10006', 'Tipo de conteúdo não suportado neste endereço: envie application/json.'),
  uriTooLong: define(414, 'RQ10007', 'Endereço longo demais.'),
  requestTimeout: define(408, 'RQ10008', 'A requisição não chegou inteira a tempo.'),
  headersTooLarge: define(431, 'RQ10009', 'Endereço ou cabeçalhos da requisição grandes demais.'),
  sandboxControlsOff: define(404, 'SB10001', 'Controles do sandbox desligados neste modo.'),
  internal: define(500, 'SV50000', 'Erro interno. Tente novamente mais tarde.'),
  unavailable: define(503, 'SV50300', 'Serviço indisponível no momento. Tente novamente em instantes.'),
} as const;
