/** Maria's active virtual card as the bank lists it (GET /api/Cards), for the card grid's tests. */
export const ACTIVE_CARD = {
  id: 'card-active',
  holderId: 'h',
  displayName: 'MARIA S SOUZA',
  number: '**** 1111',
  type: 'VIRTUAL',
  status: 'ACTIVE',
  createdAt: '2026-03-01T15:04:00Z',
};
