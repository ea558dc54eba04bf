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
  merchantNotFound: define(404, 'AU10012', 'Instituição não encontrada.'),
  alreadySignedOut: define(400, 'CH30019', 'Usuário já desconectado.'),
  // Accounts
  accountNotFound: define(404, 'AC10001', 'Conta não encontrada.'),
  // Statement and account services

  // Money movement

  // Notification hub
  hubOriginNotAllowed: define(403, 'HB10001', 'Origem não permitida.'),
  hubConnectionNotFound: define(404, 'HB10002', 'Conexão não encontrada ou expirada. Negocie novamente.'),
  hubSessionMismatch: define(401, 'HB10003', 'O token não pertence à sessão que negociou a conexão.'),
  hubClosing: define(503, 'HB10004', 'Central de notificações indisponível no momento.'),
  // Requests
  invalidRequest: define(400, 'RQ10001', 'Requisição inválida.'),
  notFound: define(404, 'RQ10004', 'Recurso não encontrado.'),
  sandboxControlsOff: define(404, 'SB10001', 'Controles do sandbox desligados neste modo.'),
  internal: define(500, 'SV50000', 'Erro interno. Tente novamente mais tarde.'),
} as const;
