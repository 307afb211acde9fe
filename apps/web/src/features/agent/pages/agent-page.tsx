import { Button } from 'antd-mobile';
import {
  FileOutline,
  HistogramOutline,
  LinkOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { LinkPage, PromotionLink } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useLinks } from '../api/get-links';
import { LinkItem } from '../components/link-item';
import { RangedTeamReport } from '../components/ranged-team-report';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

const shortcuts = [
  { to: '/agent/team-overview', label: texts.teamOverview, icon: <HistogramOutline /> },
  { to: '/agent/user-list', label: texts.userList, icon: <TeamOutline /> },
  { to: '/agent/add-user', label: texts.addUser, icon: <UserAddOutline /> },
  { to: '/agent/create-link', label: texts.createLink, icon: <LinkOutline /> },
  { to: '/agent/declare', label: texts.declare, icon: <FileOutline /> },
] as const;

const linkKey = (link: PromotionLink) => link.id;
const linkRows = (page: LinkPage) => page.data;

/** The 推广链接 section: the agent's links, newest first, 20 a page; a row opens its page. */
function LinkSection() {
  const navigate = useNavigate();
  const links = useLinks();
  return (
    <SectionCard
      title={texts.link}
      extra={
        <Button
          size="mini"
          color="primary"
          fill="outline"
          onClick={() => void navigate('/agent/create-link')}
        >
          {texts.newLink}
        </Button>
      }
    >
      <PagedList
        query={links}
        rowsOf={linkRows}
        keyOf={linkKey}
        label={texts.links}
        error={
          <QueryError
            error={links.error}
            retrying={links.isFetching}
            onRetry={() => void links.refetch()}
          />
        }
      >
        {(link) => <LinkItem link={link} onOpen={() => void navigate(`/agent/link/${link.id}`)} />}
      </PagedList>
    </SectionCard>
  );
}

/**
 * /agent 推广赚钱: the team at a glance over a range (the last 7 days to start, as the other
 * reports), the way to the other agent pages, and the agent's promotion links.
 */
export function AgentPage() {
  const goBack = useGoBack('/profile');
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title={texts.title} onBack={goBack} />
      <nav className={styles.shortcuts} aria-label={texts.title}>
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.to}
            type="button"
            className={styles.shortcut}
            onClick={() => void navigate(shortcut.to)}
          >
            <span className={styles.shortcutIcon} aria-hidden="true">
              {shortcut.icon}
            </span>
            {shortcut.label}
          </button>
        ))}
      </nav>
      <RangedTeamReport>
        <LinkSection />
      </RangedTeamReport>
    </>
  );
}
