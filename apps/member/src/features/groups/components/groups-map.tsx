import 'leaflet/dist/leaflet.css';
import type { GroupMapPoint } from '@koinonia/shared/groups/groups-app.schemas';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Stack, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { useAppConfig, useGroupsMap } from '../api/groups-map';
import classes from './groups-map.module.css';

/** A pin drawn by CSS in the sector's colour: it shows with no tiles and needs no image file. */
function pinOf(color: string) {
  return divIcon({
    className: classes.pinBox,
    html: `<span class="${classes.pin}" style="background:${/^#[0-9a-f]{3,8}$/i.test(color) ? color : '#7048e8'}"></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}

function GroupMarker({ point }: { point: GroupMapPoint }) {
  const icon = useMemo(() => pinOf(point.sector.color), [point.sector.color]);
  return (
    <Marker position={[point.lat, point.lng]} icon={icon} title={point.name} alt={point.name} keyboard>
      <Popup>
        <strong>{point.name}</strong>
        <br />
        {point.sector.name}
        <br />
        {point.meeting.day} · {point.meeting.time}
      </Popup>
    </Marker>
  );
}

/** The groups that have coordinates, on a map whose tiles come from the server's configuration. */
export default function GroupsMap() {
  const points = useGroupsMap();
  const config = useAppConfig();
  const bounds = useMemo(
    () => (points.data?.items.length ? latLngBounds(points.data.items.map((p) => [p.lat, p.lng])) : null),
    [points.data],
  );
  if (points.isPending || config.isPending) return <LoadingPanel text="Cargando mapa..." />;
  if (points.isError && !points.data)
    return <QueryError query={points} fallback="No se pudo cargar el mapa de los grupos" />;
  if (config.isError && !config.data)
    return <QueryError query={config} fallback="No se pudo cargar el mapa de los grupos" />;
  if (!bounds)
    return (
      <EmptyState
        icon={<IconMapOff size={28} />}
        title="Ningún grupo tiene ubicación"
        text="Cuando los grupos tengan su ubicación, aparecerán en el mapa. Mira la lista."
      />
    );
  const { items, truncated } = points.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7" id="groups-map-help">
        {items.length === 1 ? '1 grupo en el mapa.' : `${items.length} grupos en el mapa.`}{' '}
        {truncated && 'Se muestran los primeros; la lista tiene todos. '}
        Usa las flechas para mover el mapa, + y − para acercarlo, y Tab para recorrer los grupos.
      </Text>
      <section aria-label="Mapa de los grupos" className={classes.frame}>
        <MapContainer
          bounds={bounds}
          boundsOptions={{ padding: [32, 32], maxZoom: 15 }}
          zoomControl={false}
          className={classes.map}
        >
          <TileLayer url={config.data.map.tileUrl} attribution={config.data.map.attribution} />
          <ZoomControl position="topright" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
          {items.map((p) => (
            <GroupMarker key={p.id} point={p} />
          ))}
        </MapContainer>
      </section>
    </Stack>
  );
}
