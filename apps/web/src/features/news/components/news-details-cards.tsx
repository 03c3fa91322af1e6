import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconPhone, IconToggleRight } from '@tabler/icons-react';
import { todayIso } from '../lib/news-form';
import { FormSection } from './form-section';
import type { NewsCardProps } from './news-basic-card';

/** The event details, contact and status cards of the news form. */
export function NewsDetailsCards({ values, errors, setField }: NewsCardProps) {
  return (
    <>
      <FormSection icon={<IconCalendarEvent size={20} aria-hidden />} title="Detalles del evento">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Fecha del evento"
            description="Opcional; no puede ser anterior a hoy"
            min={todayIso()}
            value={values.publishedAt}
            error={errors.publishedAt}
            onChange={(e) => setField('publishedAt', e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="Hora del evento"
            description="Opcional"
            value={values.eventTime}
            error={errors.eventTime}
            onChange={(e) => setField('eventTime', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Lugar"
          placeholder="Ej.: Templo principal"
          maxLength={200}
          value={values.location}
          error={errors.location}
          onChange={(e) => setField('location', e.currentTarget.value)}
        />
      </FormSection>
      <FormSection icon={<IconPhone size={20} aria-hidden />} title="Contacto">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Persona de contacto"
            placeholder="Ej.: Pastora Ana"
            maxLength={100}
            value={values.contactPerson}
            error={errors.contactPerson}
            onChange={(e) => setField('contactPerson', e.currentTarget.value)}
          />
          <TextInput
            type="tel"
            label="WhatsApp"
            placeholder="+57 300 123 4567"
            maxLength={20}
            value={values.whatsappNumber}
            error={errors.whatsappNumber}
            onChange={(e) => setField('whatsappNumber', e.currentTarget.value)}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection icon={<IconToggleRight size={20} aria-hidden />} title="Estado">
        <Switch
          label="Noticia activa"
          description="Solo las noticias activas aparecen en la aplicación móvil"
          checked={values.isActive}
          color="teal"
          onChange={(e) => setField('isActive', e.currentTarget.checked)}
        />
      </FormSection>
    </>
  );
}
