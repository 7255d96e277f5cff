import { useT } from '../../../lib/i18n';
import { Avatar, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { noticeText, notificationLink, type AppNotification } from '../lib/notification';
import { useFormat } from '../../../lib/format';
import { relativeTime } from '../../../lib/relative-time';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: AppNotification;
  /** The time relative times are counted from. */
  now: number;
  /** Called when the user follows the notification's link. */
  onOpen?: () => void;
  /** Edge to edge, in a list with borders of its own. */
  flush?: boolean;
}

/** One notification: who, what, when, and whether it is new. Leads where it is about, if anywhere. */
export function NotificationItem({ notification, now, onOpen, flush }: NotificationItemProps) {
  const t = useT();
  const { actor, isRead } = notification;
  const { formatDate, formatDateTime } = useFormat();
  const to = notificationLink(notification);
  const content = (
    <>
      {actor ? (
        <Avatar
          src={actor.profilePicture}
          name={actor.firstName}
          color="initials"
          radius="xl"
          size={36}
          alt=""
          aria-hidden
        >
          {/* Only the first name is known: one initial, not its first two letters. */}
          {actor.firstName.charAt(0).toUpperCase()}
        </Avatar>
      ) : (
        <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
          <IconBell size={18} />
        </ThemeIcon>
      )}
      <div className={classes.body}>
        {!isRead && <VisuallyHidden>{t('notifications.unread')} </VisuallyHidden>}
        <Text size="sm" fw={isRead ? 400 : 600} lh={1.4}>
          {noticeText(notification, t)}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          <time
            dateTime={notification.createdTime}
            title={formatDateTime(notification.createdTime)}
          >
            {relativeTime(notification.createdTime, now, formatDate, t)}
          </time>
        </Text>
      </div>
      {!isRead && <span className={classes.dot} aria-hidden />}
    </>
  );
  const attributes = {
    className: classes.item,
    'data-unread': isRead ? undefined : '',
    'data-flush': flush ? '' : undefined,
  };
  return to ? (
    <Link to={to} onClick={onOpen} {...attributes}>
      {content}
    </Link>
  ) : (
    <div {...attributes}>{content}</div>
  );
}
