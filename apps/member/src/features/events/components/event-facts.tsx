import { formatEventPrice, formatEventTime } from '@koinonia/shared/events/events.labels';
import type { AppEventItem } from '@koinonia/shared/events/events-read.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { Text } from '@mantine/core';
import {
  IconCalendar,
  IconCash,
  IconClipboardCheck,
  IconClock,
  IconMapPin,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Fact, Facts } from '../../../components/facts';
import { formatLongDay } from '../../../lib/format-date';

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'persona' : 'personas'}`;

/** The event's facts: when, where, price, capacity, who is interested and until when one can sign up. */
export function EventFacts({ event }: { event: AppEventItem }) {
  const left = Math.max(0, event.capacity - event.interestedCount);
  return (
    <Facts>
      <Fact icon={<IconCalendar size={20} />} label="Fecha">
        {formatLongDay(event.eventDate)}
      </Fact>
      <Fact icon={<IconClock size={20} />} label="Hora">
        {formatEventTime(event.eventTime)}
      </Fact>
      <Fact icon={<IconMapPin size={20} />} label="Lugar">
        {event.location}
        {event.address && (
          <Text component="span" display="block" size="sm" c="gray.7">
            {event.address}
          </Text>
        )}
      </Fact>
      <Fact icon={<IconCash size={20} />} label="Precio">
        {formatEventPrice(event.price)}
      </Fact>
      <Fact icon={<IconUsers size={20} />} label="Capacidad">
        {people(event.capacity)}
        <Text component="span" display="block" size="sm" c="gray.7">
          {event.interestedCount === 1
            ? '1 persona interesada'
            : `${formatCount(event.interestedCount)} personas interesadas`}
          {event.requiresRegistration &&
            ` · ${left === 0 ? 'sin cupos' : left === 1 ? 'queda 1 cupo' : `quedan ${formatCount(left)} cupos`}`}
        </Text>
      </Fact>
      {event.requiresRegistration && (
        <Fact icon={<IconClipboardCheck size={20} />} label="Inscripción">
          {event.registrationDeadline
            ? `Hasta el ${formatLongDay(event.registrationDeadline)}`
            : 'Requiere inscripción'}
        </Fact>
      )}
      {event.organizer && (
        <Fact icon={<IconUser size={20} />} label="Organiza">
          {event.organizer}
        </Fact>
      )}
    </Facts>
  );
}
