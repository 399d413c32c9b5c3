import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { useTranslation } from '../../i18n/i18n';

/** Landing (/): logo, title, the three login buttons and the footer. Plain React and CSS. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame logoSize={48} titleVariant="h4">
      <h1 className="pf-title">{t('landing.title')}</h1>
      <div className="pf-stack">
        <Link to="/loginstudent" className="pf-button">
          {t('landing.student')}
        </Link>
        <Link to="/loginteacher" className="pf-button">
          {t('landing.lecturer')}
        </Link>
        <Link to="/loginadmin" className="pf-button">
          {t('landing.admin')}
        </Link>
      </div>
    </PublicFrame>
  );
}
