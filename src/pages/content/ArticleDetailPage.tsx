import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Article } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import { fileLinkOf, isFileLink, loadArticle } from '../../implementations/content';
import { isAppPath } from '../../paths';
import { callNative } from '../../platform/bridge';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { isInApp } from '../../platform/terminal';
import { ActionLink, EmptyState } from '../../ui';
import { LoadedOne, Loading } from '../shared/LoadStates';
import { ExternalRedirect } from './ExternalRedirect';
import { SignUpBlock } from './SignUpBlock';

/** Spec 3 §2, §8: an empty article says so. */
export const NO_INFORMATION = '暂无信息';
export const OPENING_FILE = '正在打开…';
/** A file or video link in a browser: it opens in a window of its own. */
export const OPEN_FILE = '打开文件';
export const FILE_LINK_NOTE = '该内容为视频或文件，将在新窗口中打开。';

/** activityId: a positive whole number the server can hold; anything else is no article. */
function articleId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/**
 * An article or activity (spec 3 §2 findManageActiveDetail, infoDetail, activeDetail, consumerDetail,
 * serviceDetail; the title by activeNav comes from the route): title, author and time, and the HTML body cleaned
 * of anything that could run. A file or video link (videoType 3) goes on to its file. On the loader chart: loading,
 * 暂无信息 when there is no such article, and 加载失败 with 重新加载.
 */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const id = articleId(params.get('activityId'));
  // A link from one article to another keeps this route: each article is a load of its own.
  return <ArticleDetail key={String(id)} id={id} activity={params.get('activeNav') === ACTIVITY_NAV} />;
}

/** Spec 3 §2: activeNav 0 is an activity, with its sign-up block. */
const ACTIVITY_NAV = '0';

function ArticleDetail({ id, activity }: { id: number | null; activity: boolean }) {
  const { view, send } = useLoader<Article, number | null>({ load: loadArticle, pageSize: 0, query: id });
  return (
    <LoadedOne view={view} onRetry={() => send({ type: 'user.retry' })} empty={<EmptyState text={NO_INFORMATION} />}>
      {(article) => <ArticleView article={article} activity={activity} />}
    </LoadedOne>
  );
}

function ArticleView({ article, activity }: { article: Article; activity: boolean }) {
  const fileLink = isFileLink(article) ? fileLinkOf(article) : null;
  // Spec 3 §2: the detail of a file or video link opens the file: through the app inside it; in a browser in a
  // window of its own, so this page (its top bar, Back) stays should the file's address not answer.
  if (fileLink && isInApp())
    return <ExternalRedirect url={fileLink} title={OPENING_FILE} text={article.title} linkText="点击打开" />;
  if (fileLink)
    return (
      <Page data-article-id={article.id}>
        <Title>{article.title}</Title>
        <Meta>
          <time dateTime={article.publishTime.replace(' ', 'T')}>{article.publishTime.slice(0, 16)}</time>
        </Meta>
        <p>{FILE_LINK_NOTE}</p>
        <ActionLink href={fileLink} target="_blank" rel="noopener noreferrer">
          {OPEN_FILE}
        </ActionLink>
      </Page>
    );
  return (
    <Page data-article-id={article.id}>
      <Title>{article.title}</Title>
      <Meta>
        {article.author && <span>{article.author}</span>}
        <time dateTime={article.publishTime.replace(' ', 'T')}>{article.publishTime.slice(0, 16)}</time>
      </Meta>
      <ArticleBody html={article.content} />
      {activity && <SignUpBlock articleId={article.id} />}
    </Page>
  );
}

/**
 * The cleaned body. Links inside it stay in the app when they point into it, and go through the shell otherwise.
 * Should the cleaner itself fail to load, the text is shown without its markup rather than not at all.
 */
function ArticleBody({ html }: { html: string }) {
  const clean = useSanitized(html);
  const navigate = useNavigate();
  const follow = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest('a');
    const target = link?.getAttribute('href');
    if (!target) return;
    const url = new URL(target, window.location.href);
    const inApp = url.origin === window.location.origin && isAppPath(url.pathname);
    if (inApp) {
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    } else if (isInApp()) {
      e.preventDefault();
      void callNative('openLink', url.href);
    }
  };
  if (clean === null) return <Loading />;
  if (clean.kind === 'text') return <Body as="p">{clean.text}</Body>;
  if (!clean.html.trim()) return <EmptyState text={NO_INFORMATION} />;
  return <Body onClick={follow} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}

type Cleaned = { kind: 'html'; html: string } | { kind: 'text'; text: string };

function useSanitized(html: string): Cleaned | null {
  const [cleaned, setCleaned] = useState<{ source: string; value: Cleaned } | null>(null);
  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (clean) => current && setCleaned({ source: html, value: { kind: 'html', html: clean } }),
      () => {
        const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
        if (current) setCleaned({ source: html, value: { kind: 'text', text } });
      },
    );
    return () => {
      current = false;
    };
  }, [html]);
  return cleaned?.source === html ? cleaned.value : null;
}

const Page = styled.article`
  padding: 16px 16px 32px;
  background: ${({ theme }) => theme.color.surface};
  min-height: calc(100vh - var(--top-bar-height, 0px));
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.large};
  line-height: 1.4;
`;

const Meta = styled.p`
  display: flex;
  gap: 12px;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

/** Spec 3 §2: pictures never wider than the screen; wide tables scroll inside the text. */
const Body = styled.div`
  font-size: ${({ theme }) => theme.font.subtitle};
  line-height: 1.8;
  overflow-wrap: anywhere;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 8px auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  td,
  th {
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  h1,
  h2,
  h3,
  h4 {
    font-size: ${({ theme }) => theme.font.title};
    line-height: 1.5;
  }
`;
