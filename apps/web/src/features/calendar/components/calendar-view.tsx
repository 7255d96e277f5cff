import type { CalendarItem } from '@atelier/domain';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef } from 'react';
import { useFormat } from '../../../lib/format';
import { formatDayMonth } from '../lib/dates';
import { itemOf, toEventInput } from '../lib/items';
import classes from './calendar-view.module.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  agenda: 'listMonth',
} as const;

/** Where an item was dropped or stretched to, and how to put it back if the server says no. */
export interface ItemMove {
  item: CalendarItem;
  start: Date;
  /** Exclusive; null when the calendar keeps none (a moment, or one day). */
  end: Date | null;
  allDay: boolean;
  revert: () => void;
}

interface CalendarViewProps {
  items: readonly CalendarItem[];
  /** Phones open on the agenda. */
  isPhone: boolean;
  initialDate?: string | undefined;
  /** Selecting a slot adds an event there. */
  canCreate: boolean;
  onRangeChange: (range: { from: string; to: string }) => void;
  onSelectSlot: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onOpenItem: (item: CalendarItem) => void;
  onMoveItem: (move: ItemMove) => void;
}

/** What FullCalendar hands a formatting function: the date's parts on the calendar's clock. */
interface FormattingArg {
  date: { year: number; month: number; day: number };
}

/**
 * Two fixes to FullCalendar's markup for screen readers, kept as it re-renders: its toolbar icons
 * are images without a name inside named buttons (hidden instead), and a day cell is labelled
 * by its date alone though it also holds the day's items (the label goes, so the cell is named
 * by all it shows).
 */
function useAccessibleMarkup() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const fix = () => {
      for (const icon of element.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
      for (const cell of element.querySelectorAll('td.fc-daygrid-day[aria-labelledby]')) {
        cell.removeAttribute('aria-labelledby');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-labelledby'],
    });
    return () => observer.disconnect();
  }, []);
  return root;
}

const dayOf = (arg: FormattingArg) => new Date(arg.date.year, arg.date.month, arg.date.day);

/**
 * FullCalendar's month, week and agenda views of the items, following the user's general
 * settings (first day of the week, 12/24-hour clock, date order) in the browser's time zone.
 * Items the server marks editable drag to another day or time; the move is the caller's to make.
 */
export function CalendarView({
  items,
  isPhone,
  initialDate,
  canCreate,
  onRangeChange,
  onSelectSlot,
  onOpenItem,
  onMoveItem,
}: CalendarViewProps) {
  const format = useFormat();
  const root = useAccessibleMarkup();
  const { dateFormat, timeFormat } = format.settings;
  const hour12 = timeFormat === '12 Hour';
  const events = useMemo(() => items.map(toEventInput), [items]);
  const timeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12 } as const;

  const move = (info: EventDropArg | EventResizeDoneArg) => {
    const { event } = info;
    if (!event.start) return info.revert();
    onMoveItem({
      item: itemOf(event.extendedProps),
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      revert: info.revert,
    });
  };

  return (
    <div className={classes.root} ref={root}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={isPhone ? CALENDAR_VIEWS.agenda : CALENDAR_VIEWS.month}
        {...(initialDate ? { initialDate } : {})}
        timeZone="local"
        firstDay={format.firstDayOfWeek}
        headerToolbar={
          isPhone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : {
                left: 'prev,next today',
                center: 'title',
                right: 'dayGridMonth,timeGridWeek,listMonth',
              }
        }
        footerToolbar={isPhone ? { center: 'listMonth,dayGridMonth,timeGridWeek' } : false}
        buttonText={{ today: 'Today', month: 'Month', week: 'Week', list: 'Agenda' }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
        views={{
          timeGridWeek: {
            dayHeaderFormat: (arg: FormattingArg) =>
              `${WEEKDAYS[dayOf(arg).getDay()]} ${formatDayMonth(arg.date, dateFormat)}`,
          },
          listMonth: {
            listDayFormat: (arg: FormattingArg) => WEEKDAYS_LONG[dayOf(arg).getDay()]!,
            listDaySideFormat: (arg: FormattingArg) => formatDayMonth(arg.date, dateFormat, true),
          },
        }}
        eventTimeFormat={timeFormatOptions}
        slotLabelFormat={timeFormatOptions}
        height="auto"
        events={events}
        eventDisplay="block"
        // Every item is reachable with Tab and opens with Enter, not only with a click.
        eventInteractive
        dayMaxEvents={4}
        nowIndicator
        noEventsText="Nothing dated in this month yet."
        selectable={canCreate}
        selectMirror
        unselectAuto
        select={(info: DateSelectArg) => {
          info.view.calendar.unselect();
          onSelectSlot({ start: info.start, end: info.end, allDay: info.allDay });
        }}
        // A deadline stays a day, a reminder and a task a time; events may become either.
        eventAllow={(drop, dragged) => {
          const kind = dragged ? itemOf(dragged.extendedProps).kind : null;
          if (kind === 'deadline') return drop.allDay;
          if (kind === 'reminder' || kind === 'task') return !drop.allDay;
          return true;
        }}
        eventDrop={move}
        eventResize={move}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpenItem(itemOf(info.event.extendedProps));
        }}
        datesSet={(info: DatesSetArg) =>
          onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString() })
        }
      />
    </div>
  );
}
