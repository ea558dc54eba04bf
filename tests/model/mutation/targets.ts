import type { HandMutant } from '../harness/mutants.ts';

/**
 * For each machine (by model name): the tests of the product that exercise it, fastest first. A
 * mutant is killed when one of them fails with the mutant swapped in for the machine. They are
 * jsdom renders of the real screens or tests of the real sandbox's API, never the model tests.
 */
export const PRODUCT_TESTS: Record<string, string[]> = {
  'card-lifecycle': [
    'tests/unit/renderer/card-purchases.test.tsx',
    'tests/unit/renderer/grid.test.tsx',
    'tests/integration/illegal-events.test.ts',
  ],
  approval: ['tests/unit/renderer/approval/approval-step.test.tsx'],
  'two-factor': ['tests/unit/renderer/approval/two-factor-dialog.test.tsx'],
  'zip-lookup': ['tests/unit/renderer/zip-lookup-screen.test.tsx', 'tests/unit/renderer/address-block.test.tsx'],
  'money-operation': ['tests/integration/machine-conformance.test.ts', 'tests/integration/illegal-events.test.ts'],
  'pix-charge': ['tests/integration/machine-conformance.test.ts', 'tests/integration/illegal-events.test.ts'],
  session: ['tests/integration/session-conformance.test.ts'],
  inactivity: ['tests/unit/shell/inactivity-watcher.test.tsx'],
  'hub connection': ['tests/unit/shell/hub-watcher.test.tsx'],
  'push permission': ['tests/unit/shell/push-watcher.test.tsx'],
  registration: ['tests/integration/registration-conformance.test.ts'],
};

/** Why a machine has no product test in the mutation run yet: its mutants are counted as untested, with this reason. */
export const NO_PRODUCT_TEST: Record<string, string> = {};

/** Push permission: what the product never sends the machine. */
const ALLOW_ONLY_FROM_THE_QUESTION =
  "the product sends ALLOW only from the site's question, which shows in 'perguntando à pessoa' alone: once it is gone no button, menu or setting asks for notifications again in that visit";
const QUIET_ENDINGS =
  "'notificações bloqueadas', 'navegador sem notificações', 'pergunta dispensada' and 'falhou' show nothing, listen for nothing and send nothing: they differ only in how they take ALLOW, which the product never sends there";
const ONE_START =
  "the warning is on the transition and shows either way; 'parado' differs from 'falhou' only in taking START, which the watcher sends once, when the user becomes known: the user does not change while it is on screen (a sign-out unmounts it)";

/**
 * Mutants that no test of the product can tell from the machine, each with the reason. They are
 * listed in the table as survivors with this reason, not counted as killed.
 */
/** Card lifecycle: how the product reads a card's purchases, and selects a card before acting on it. */
const ONE_LOAD_A_MACHINE =
  "each page of a card's purchases is read by a machine of its own (loadCardPurchases), which stops once it reaches 'compras lidas' or 'leitura das compras falhou': no LOAD_PURCHASES ever reaches those states";

const SETTLES_ALIKE =
  "'aguardando aprovação' takes the next SELECT as 'lendo a situação do cartão' leads to, and the grid selects a row's card before every action (cardLifecycleHandle): the status set and the action's answer, the next action sent and the screen are the same either way";

export const UNOBSERVABLE: Record<string, Record<string, string>> = {
  'card-lifecycle': {
    'redirect card.approving APPROVED #1': SETTLES_ALIKE,
    'redirect card.approving DISMISS #1': SETTLES_ALIKE,
    'redirect card.confirmingCancel DISMISS #1': SETTLES_ALIKE,
    'redirect card.locking done lockCard #1': SETTLES_ALIKE,
    'redirect card.locking error lockCard #1': SETTLES_ALIKE,
    'redirect card.unlocking done unlockCard #1': SETTLES_ALIKE,
    'redirect card.unlocking error unlockCard #1': SETTLES_ALIKE,
    'redirect card.canceling done cancelCard #1': SETTLES_ALIKE,
    'redirect card.canceling error cancelCard #1': SETTLES_ALIKE,
    'remove purchases.loaded LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'redirect purchases.loaded LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'negate purchases.loaded LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'remove purchases.failed LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'redirect purchases.failed LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'negate purchases.failed LOAD_PURCHASES #1': ONE_LOAD_A_MACHINE,
    'remove card.selecting always #3':
      "a cancelled card settles in 'aguardando aprovação' instead, which accepts only SELECT for it as 'cancelado' does (APPROVE there needs a PROCESSING card): it offers no action either way, the next card is selected alike, and no screen shows the state",
    'redirect card.selecting always #3':
      "a cancelled card settles in 'nenhum cartão escolhido' instead, which accepts only SELECT as 'cancelado' does: it offers no action either way, the next card is selected alike, and no screen shows the state",
  },
  'hub connection': {
    'remove (machine) STOP #1':
      'the watcher sends STOP as it unmounts, and its actor is stopped with it, closing the connection either way',
    'redirect (machine) STOP #1':
      'the watcher sends STOP as it unmounts, and its actor is stopped with it, closing the connection either way',
    'remove retrying ONLINE #1': 'the browser is online in that state (OFFLINE leaves it), so ONLINE there changes nothing',
    'redirect active.connecting STARTED #1':
      "the SignalR client reports a reconnect as RECONNECTING then RECONNECTED, always in that order and only once open: in 'reconectando' the first is ignored and the second fetches the page again, as from 'conectado', and no screen shows either state",
    'redirect active.connecting STARTED #2':
      "the SignalR client reports a reconnect as RECONNECTING then RECONNECTED, always in that order and only once open: in 'reconectando' the first is ignored and the second fetches the page again, as from 'conectado', and no screen shows either state",
    'redirect active.reconnecting RECONNECTED #1':
      "the SignalR client reports a reconnect as RECONNECTING then RECONNECTED, always in that order and only once open: in 'reconectando' the first is ignored and the second fetches the page again, as from 'conectado', and no screen shows either state",
    'redirect retrying after retry #1':
      "the browser is online whenever the wait passes (OFFLINE leaves that state for 'sem rede'), so 'verificando a rede' always passes straight on to 'conexão em uso'",
  },
  inactivity: {
    'remove watching STOP #1': 'nothing in the product sends STOP: the watcher’s actor stops with the component',
    'redirect watching STOP #1': 'nothing in the product sends STOP: the watcher’s actor stops with the component',
  },
  registration: {
    'remove resuming always #6':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS): no kept draft says SUBMITTED',
    'redirect resuming always #6':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS): no kept draft says SUBMITTED',
    'redirect resuming always #7':
      'a reload in analysis reads the status at once instead of 15 s later: the person sees the same step, the bank the same registration',
    'redirect submitting done submit #5':
      'a send answered IN_ANALYSIS reads the status once more at once, which answers IN_ANALYSIS too: the person sees the same step, the bank the same registration',
    'redirect resubmitting done submit #5':
      'a resend answered IN_ANALYSIS reads the status once more at once, which answers IN_ANALYSIS too: the person sees the same step, the bank the same registration',
    'remove submitting done submit #2':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never ACTIVE',
    'redirect submitting done submit #2':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never ACTIVE',
    'remove submitting done submit #3':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never REJECTED',
    'redirect submitting done submit #3':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never REJECTED',
    'remove submitting done submit #4':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never SUBMITTED',
    'redirect submitting done submit #4':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never SUBMITTED',
    'remove resubmitting done submit #2':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never ACTIVE',
    'redirect resubmitting done submit #2':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never ACTIVE',
    'remove resubmitting done submit #3':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never REJECTED',
    'redirect resubmitting done submit #3':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never REJECTED',
    'remove resubmitting done submit #4':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never SUBMITTED',
    'redirect resubmitting done submit #4':
      'the bank answers a registration as it is sent with the face match done (IN_ANALYSIS or PENDING_DOCUMENTS), never SUBMITTED',
    'remove submitted after 15000 #1':
      'no answer of the bank leads to the sent step (see the SUBMITTED answers above), so its poll never starts',
    'remove checkingStatus done checkStatus #4':
      'a sent registration leaves SUBMITTED in the transaction that sends it: no status read answers it',
    'redirect submitted after 15000 #1':
      'no answer of the bank leads to the sent step (see the SUBMITTED answers above), so its poll never starts',
    'redirect checkingStatus done checkStatus #4':
      'a sent registration leaves SUBMITTED in the transaction that sends it: no status read answers it',
    'remove resuming always #9':
      'the device forgets the draft as the registration is approved: a later visit finds none to resume',
    'redirect resuming always #9':
      'the device forgets the draft as the registration is approved: a later visit finds none to resume',
    'remove resuming always #10':
      'the device forgets the draft as the registration is rejected: a later visit finds none to resume',
    'redirect resuming always #10':
      'the device forgets the draft as the registration is rejected: a later visit finds none to resume',
  },
  'push permission': {
    'remove blocked ALLOW #1': ALLOW_ONLY_FROM_THE_QUESTION,
    'remove unsupported ALLOW #1': ALLOW_ONLY_FROM_THE_QUESTION,
    'remove dismissed ALLOW #1': ALLOW_ONLY_FROM_THE_QUESTION,
    'redirect dismissed ALLOW #1': ALLOW_ONLY_FROM_THE_QUESTION,
    'redirect checking always #1': QUIET_ENDINGS,
    'redirect checking always #2': QUIET_ENDINGS,
    'redirect asking LATER #1': QUIET_ENDINGS,
    'redirect requesting done requestPermission #2': `the denied warning is on the transition and shows either way; ${QUIET_ENDINGS}`,
    'remove requesting done requestPermission #3': `once the browser has answered, 'pedindo ao navegador' is one of them too; ${QUIET_ENDINGS}`,
    'redirect requesting done requestPermission #3': QUIET_ENDINGS,
    'redirect requesting error requestPermission #1': `the unsupported-browser warning is on the transition and shows either way; ${QUIET_ENDINGS}`,
    'redirect fetchingToken error fetchToken #1': ONE_START,
    'redirect registering error registerDevice #1': ONE_START,
  },
  'two-factor': {
    'redirect (machine) TYPE_DIGIT #1':
      "the dialog answers the machine's output, made from the digits: the sixth digit closes it with the code whichever final state it ends in",
  },
};

/**
 * Mutants written by hand, by machine id, beside the generated ones: each edits a copy of the
 * machine's definition. Add one to try a change the generator does not make.
 */
export const HAND_MUTANTS: Record<string, HandMutant[]> = {
  approval: [
    {
      name: 'a successful approval redirected back to the form',
      edit: (definition) => {
        definition.states.submitting.invoke.onDone.target = 'editing';
      },
    },
  ],
};
