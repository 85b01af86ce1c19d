import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageOf } from '../../../machines/loader/loader';
import { loadBanners, type BannerSlide } from '../../implementations/content';
import { useLoader } from '../../flows/useLoader';
import { isAppPath } from '../../paths';
import { callNative } from '../../platform/bridge';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';

/** Spec 3 §9: the carousels advance every 4000, 3000 or 3500 ms. */
export type BannerInterval = 3000 | 3500 | 4000;

/** The pictures are 750 × 300: the box keeps that shape before they arrive, so nothing below moves (CLS 0). */
const PICTURE = { width: 750, height: 300 };

interface BannerCarouselProps {
  pageType: 2 | 3;
  bannerType: 10 | 11 | 12 | 13;
  intervalMs: BannerInterval;
  label: string;
}

/**
 * A banner carousel (spec 3 §2, §3, §4): the page's banners with their pictures, advancing on its own at its
 * interval, swipeable, paused while the page is hidden (the autoplay plugin listens to visibilitychange) and while
 * the reader's finger is on it; a tap follows the banner's link. Loaded on the loader chart like every read.
 */
export function BannerCarousel({ pageType, bannerType, intervalMs, label }: BannerCarouselProps) {
  const { view } = useLoader<BannerSlide>({
    load: async () => pageOf(await loadBanners(pageType, bannerType)),
    pageSize: 0,
  });
  // Nothing to show (no banners, or they failed and the call layer said so): the carousel gives its place back.
  if (view.status === 'empty' || view.status === 'failed') return null;
  return (
    <Frame aria-label={label} aria-roledescription="carousel" aria-busy={view.status === 'loading'}>
      {view.status === 'ready' && <Slides slides={view.items} intervalMs={intervalMs} />}
    </Frame>
  );
}

function Slides({ slides, intervalMs }: { slides: BannerSlide[]; intervalMs: number }) {
  // A reader who asked the system for less motion swipes through the banners instead (WCAG 2.2.2, 2.3.3). Slides
  // render only in the browser, once the banners have loaded.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [emblaRef, embla] = useEmblaCarousel(
    { loop: slides.length > 1 },
    still ? [] : [Autoplay({ delay: intervalMs, stopOnInteraction: false })],
  );
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  return (
    <>
      <Viewport ref={emblaRef}>
        <Track>
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`第${i + 1}张，共${slides.length}张`}
              aria-hidden={i !== selected}
            >
              <BannerLink slide={slide} focusable={i === selected} />
            </Slide>
          ))}
        </Track>
      </Viewport>
      {slides.length > 1 && (
        <Dots aria-hidden="true">
          {slides.map((slide, i) => (
            <Dot key={slide.id} $on={i === selected} />
          ))}
        </Dots>
      )}
    </>
  );
}

/** An in-app address opens in the app's router; any other goes through the shell (a browser just follows it). */
function BannerLink({ slide, focusable }: { slide: BannerSlide; focusable: boolean }) {
  const picture = (
    <Picture src={slide.picture} alt="" width={PICTURE.width} height={PICTURE.height} draggable={false} />
  );
  const tabIndex = focusable ? 0 : -1;
  if (!slide.linkAddr) return picture;
  if (isAppPath(slide.linkAddr)) {
    return (
      <Link to={slide.linkAddr} tabIndex={tabIndex} aria-label="查看详情" data-banner-link>
        {picture}
      </Link>
    );
  }
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void callNative('openLink', slide.linkAddr);
  };
  return (
    <a href={slide.linkAddr} onClick={open} tabIndex={tabIndex} aria-label="查看详情" data-banner-link>
      {picture}
    </a>
  );
}

const Frame = styled.section`
  ${ratioBox(PICTURE.width, PICTURE.height)}
  overflow: hidden;
  background: ${({ theme }) => theme.color.border};
`;

const Viewport = styled.div`
  ${fillsRatioBox}
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  a {
    display: block;
    height: 100%;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  -webkit-user-select: none;
  user-select: none;
`;

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 8px;
  display: flex;
  justify-content: center;
  gap: 6px;
  pointer-events: none;
`;

const Dot = styled.span<{ $on: boolean }>`
  width: ${({ $on }) => ($on ? '14px' : '6px')};
  height: 6px;
  border-radius: 3px;
  background: rgba(255, 255, 255, ${({ $on }) => ($on ? 1 : 0.6)});
  transition: width 0.2s;
`;
