import type { WorkflowDefinition } from '../../generated/schemas.ts';

/**
 * The card workflow the demo bank publishes for each card product (docs/sandbox-cards.md): the card
 * is requested and waits for its holder's approval (electronic password or token); approval
 * activates it, disapproval or the fifth wrong try cancels the request; an active card is locked and
 * unlocked; cancelling ends an active or locked card. The card code takes these actions by name
 * (src/sandbox/cards/card-workflow.ts): a card product's own workflow keeps them.
 */
export function cardIssuingDefinition(name: string): WorkflowDefinition {
  return {
    name,
    subjectType: 'CARD',
    activities: [
      { id: 'request', name: 'Pedido do cartão', type: 'START', status: 'PROCESSING' },
      { id: 'approval', name: 'Aprovação com senha eletrônica ou token', type: 'APPROVAL' },
      { id: 'active', name: 'Cartão ativo', type: 'TASK', status: 'ACTIVE' },
      { id: 'locked', name: 'Cartão bloqueado', type: 'TASK', status: 'LOCKED' },
      { id: 'canceled', name: 'Cartão cancelado', type: 'END', status: 'CANCELED' },
    ],
    transitions: [
      { from: 'request', to: 'approval', action: 'REQUEST', name: 'Pedir a aprovação', actors: ['SYSTEM'] },
      { from: 'approval', to: 'active', action: 'APPROVE', name: 'Aprovar', actors: ['SUBJECT'] },
      { from: 'approval', to: 'canceled', action: 'REFUSE', name: 'Reprovar', actors: ['SUBJECT'] },
      { from: 'approval', to: 'canceled', action: 'TOO_MANY_TRIES', name: 'Tentativas esgotadas', actors: ['SYSTEM'] },
      { from: 'active', to: 'locked', action: 'LOCK', name: 'Bloquear', actors: ['SUBJECT'] },
      { from: 'active', to: 'canceled', action: 'CANCEL', name: 'Cancelar', actors: ['SUBJECT'] },
      { from: 'locked', to: 'active', action: 'ACTIVATE', name: 'Desbloquear', actors: ['SUBJECT'] },
      { from: 'locked', to: 'canceled', action: 'CANCEL', name: 'Cancelar', actors: ['SUBJECT'] },
    ],
  };
}
