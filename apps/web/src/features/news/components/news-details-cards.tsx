import { newsFieldsSchema } from '@koinonia/shared/news/news.schemas';
import { CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconPhone, IconToggleRight } from '@tabler/icons-react';
import { todayIso } from '../lib/news-form';
import { FormSection } from './form-section';
import type { NewsCardProps } from './news-basic-card';

/** The event details, contact and status cards of the news form. */
export function NewsDetailsCards({ values, errors, setField }: NewsCardProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <>
      <FormSection icon={<IconCalendarEvent size={20} aria-hidden />} title="Detalles del evento">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Fecha del evento"
            description="Opcional; no puede ser anterior a hoy"
            min={todayIso()}
            {...bind.input('publishedAt')}
          />
          <TextInput
            type="time"
            label="Hora del evento"
            description="Opcional"
            {...bind.input('eventTime')}
          />
        </SimpleGrid>
        <CountedTextInput
          label="Lugar"
          placeholder="Ej.: Templo principal"
          schema={newsFieldsSchema.shape.location}
          {...bind.value('location')}
        />
      </FormSection>
      <FormSection icon={<IconPhone size={20} aria-hidden />} title="Contacto">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountedTextInput
            label="Persona de contacto"
            placeholder="Ej.: Pastora Ana"
            schema={newsFieldsSchema.shape.contactPerson}
            {...bind.value('contactPerson')}
          />
          <CountedTextInput
            type="tel"
            label="WhatsApp"
            placeholder="+57 300 123 4567"
            schema={newsFieldsSchema.shape.whatsappNumber}
            {...bind.value('whatsappNumber')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection icon={<IconToggleRight size={20} aria-hidden />} title="Estado">
        <Switch
          label="Noticia activa"
          description="Solo las noticias activas aparecen en la aplicación móvil"
          color="teal"
          {...bind.checked('isActive')}
        />
      </FormSection>
    </>
  );
}
