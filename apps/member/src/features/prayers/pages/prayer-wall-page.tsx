import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import plain from '../../../components/plain.module.css';
import { WhenOpened } from '../../../components/when-opened';
import { usePrayerWall } from '../api/prayer-lists';
import { PrayerList } from '../components/prayer-list';

/** 'Pedir oración' (its form and the form's validation load when first opened). */
const PrayerFormModal = lazy(() =>
  import('../components/prayer-form-modal').then((m) => ({ default: m.PrayerFormModal })),
);

/** Oración: the community's prayers, newest first; 'Estoy orando', 'Pedir oración', 'Mis peticiones'. */
export default function PrayerWallPage() {
  useEffect(() => {
    document.title = 'Oración · Koinonia';
  }, []);
  const list = usePrayerWall();
  const [asking, setAsking] = useState(false);

  return (
    <div className={plain.stack}>
      <div>
        <h1 className={plain.title}>Oración</h1>
        <p className={plain.lead}>Oremos unos por otros</p>
      </div>
      <div className={plain.pair}>
        <button
          type="button"
          className={`${plain.button} ${plain.filled} ${plain.tall}`}
          onClick={() => setAsking(true)}
        >
          <IconPlus size={20} aria-hidden />
          Pedir oración
        </button>
        <Link to="/oracion/mias" className={`${plain.button} ${plain.light} ${plain.tall}`}>
          <IconListDetails size={20} aria-hidden />
          Mis peticiones
        </Link>
      </div>
      <PrayerList
        list={list}
        label="Peticiones de oración"
        empty={{
          title: 'Aún no hay peticiones',
          text: 'Cuando alguien de tu comunidad pida oración, aparecerá aquí.',
        }}
      />
      <WhenOpened opened={asking}>
        <PrayerFormModal opened={asking} onClose={() => setAsking(false)} />
      </WhenOpened>
    </div>
  );
}
