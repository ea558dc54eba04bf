import type { WorkflowDefinition } from '../../generated/schemas.ts';

/**
 * The account-opening workflow the demo bank publishes for both account products
 * (docs/account-opening.md): submitted → face match → analysis → approved, rejected or pending
 * documents; new documents go back through the face match.
 */
export function accountOpeningDefinition(name: string): WorkflowDefinition {
  const bank = ['OPERATOR', 'TESTER'] as const;
  return {
    name,
    subjectType: 'ACCOUNT',
    activities: [
      { id: 'submitted', name: 'Cadastro enviado', type: 'START', status: 'SUBMITTED' },
      {
        id: 'face-match',
        name: 'Comparação facial da selfie com o documento',
        type: 'AUTOMATIC',
        status: 'IN_ANALYSIS',
        automation: 'FACE_MATCH',
      },
      { id: 'analysis', name: 'Análise do cadastro', type: 'APPROVAL', status: 'IN_ANALYSIS' },
      { id: 'pending-documents', name: 'Documentos pendentes', type: 'TASK', status: 'PENDING_DOCUMENTS' },
      { id: 'approved', name: 'Conta aberta', type: 'END', status: 'ACTIVE', automation: 'OPEN_ACCOUNT' },
      { id: 'rejected', name: 'Cadastro recusado', type: 'END', status: 'REJECTED', automation: 'CLOSE_REGISTRATION' },
    ],
    transitions: [
      { from: 'submitted', to: 'face-match', action: 'ANALYZE', name: 'Iniciar a análise', actors: ['SYSTEM'] },
      { from: 'face-match', to: 'analysis', action: 'MATCHED', name: 'Selfie confere', actors: ['SYSTEM'] },
      { from: 'face-match', to: 'pending-documents', action: 'NOT_MATCHED', name: 'Selfie não confere', actors: ['SYSTEM'] },
      { from: 'analysis', to: 'approved', action: 'APPROVE', name: 'Aprovar', actors: [...bank] },
      { from: 'analysis', to: 'rejected', action: 'REJECT', name: 'Recusar', actors: [...bank] },
      { from: 'analysis', to: 'pending-documents', action: 'REQUEST_DOCUMENTS', name: 'Pedir documentos', actors: [...bank] },
      { from: 'pending-documents', to: 'face-match', action: 'RESUBMIT', name: 'Reenviar o cadastro', actors: ['SUBJECT'] },
      { from: 'pending-documents', to: 'rejected', action: 'REJECT', name: 'Recusar', actors: [...bank] },
    ],
  };
}
