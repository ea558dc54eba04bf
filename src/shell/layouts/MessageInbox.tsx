import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/errors.ts';
import { subscribeHubEvent } from '../../api/hub-events.ts';
import { deleteMessage, getMessages, markMessageRead } from '../../api/messages.ts';
import { formatMessageDate } from '../../domain/dates.ts';
import { messageColour } from '../../domain/message-colour.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import type { Message } from '../../generated/schemas.ts';
import { SessionContext } from '../session/session-context.ts';
import './header-menus.css';

const PAGE_SIZE = 20;

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

function MessageIcon({ status }: { status: string | null | undefined }) {
  return (
    <svg className={`message-icon colour-${messageColour(status)}`} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3v.2l8 5 8-5V7l-8 5z"
      />
    </svg>
  );
}

type Pending = Record<string, 'reading' | 'deleting'>;

function MessageItem({
  message,
  pending,
  onRead,
  onDelete,
}: {
  message: Message;
  pending?: 'reading' | 'deleting';
  onRead(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`message-item${message.isRead ? '' : ' message-unread'}`}
      data-message-id={message.id}
      aria-busy={Boolean(pending)}
    >
      <MessageIcon status={message.status} />
      <div className="message-body">
        <strong className="message-title">{message.title}</strong>
        <p className="message-text">{message.text}</p>
        <small className="message-date">
          <time dateTime={message.createdAt}>{formatMessageDate(message.createdAt)}</time> · {relativeTime(message.createdAt)}
        </small>
        {pending ? (
          <p className="message-pending" role="status">
            {t(pending === 'deleting' ? 'inbox.deleting' : 'inbox.modifying')}
          </p>
        ) : (
          <div className="message-actions">
            {!message.isRead && (
              <button type="button" className="button button-small button-secondary" onClick={onRead}>
                {t('inbox.markRead')}
              </button>
            )}
            <button type="button" className="button button-small button-danger" onClick={onDelete}>
              {t('inbox.delete')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * spec 001 §2 and §4: the inbox in the header: the unread count, the messages (unread only, or all
 * with 'show all messages'), mark read and delete; a new message from the hub refreshes it.
 */
export function MessageInbox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accountId = SessionContext.useSelector((state) => state.context.user!.accountId);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [pending, setPending] = useState<Pending>({});
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const unread = useQuery({
    queryKey: ['messages', accountId, 'unreadCount'],
    queryFn: () => getMessages(accountId, { read: false, pageSize: 1 }),
  });
  const list = useQuery({
    queryKey: ['messages', accountId, showAll ? 'all' : 'unread'],
    queryFn: () => getMessages(accountId, { ...(showAll ? {} : { read: false }), pageSize: PAGE_SIZE }),
    enabled: open,
  });
  const count = unread.data?.totalCount ?? 0;

  useEffect(
    () =>
      subscribeHubEvent('AccountNotification', () => void queryClient.invalidateQueries({ queryKey: ['messages', accountId] })),
    [queryClient, accountId],
  );

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  // spec 001 §4: the message is flagged while the call runs, until the list reloads.
  const change = async (message: Message, kind: 'reading' | 'deleting') => {
    setPending((current) => ({ ...current, [message.id]: kind }));
    try {
      if (kind === 'reading') await markMessageRead(message.id);
      else await deleteMessage(message.id);
      await queryClient.invalidateQueries({ queryKey: ['messages', accountId] });
    } catch (error) {
      // spec 001 §8: a failure only ends the pending state; its errors show as every call's (spec 000 §8).
      reportError(error);
    } finally {
      setPending(({ [message.id]: _done, ...rest }) => rest);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="message-inbox">
      <button
        ref={button}
        type="button"
        className="icon-button inbox-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('inbox.button', { count })}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {count > 0 && (
          <span className="badge" data-testid="inbox-unread" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('inbox.title')}
          tabIndex={-1}
          className="inbox-panel"
          onKeyDown={onPanelKeyDown}
        >
          <header className="inbox-header">
            <h2>{t('inbox.title')}</h2>
            <label className="switch-label">
              <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
              {t('inbox.showAll')}
            </label>
          </header>
          {list.isPending ? (
            <p role="status">{t('app.loading')}</p>
          ) : (list.data?.items.length ?? 0) === 0 ? (
            <p className="inbox-empty">{t(showAll ? 'inbox.empty' : 'inbox.noUnread')}</p>
          ) : (
            <ul className="message-list">
              {list.data!.items.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  pending={pending[message.id]}
                  onRead={() => void change(message, 'reading')}
                  onDelete={() => void change(message, 'deleting')}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
