/**
 * One illustrated scene per image key, plus the per-brand home hero.
 * Scenes are brand-neutral (natural garden colours); only the hero takes the brand's palette.
 */
import type { Brand } from '../../src/lib/brand-schema.ts';
import { brandTrade, type BrandTrade } from '../../src/lib/brand-pictures.ts';
import type { Look } from '../../src/lib/brand-look.ts';
import { framesCutting } from '../../src/lib/hero-frames.ts';
import type { Canvas } from './canvas.ts';
import { logs, mower, parasol, person, planter, tableSet, wheelbarrow } from './figures.ts';
import { timber } from './fences.ts';
import { soil } from './ground.ts';
import { foliage, grass, spikes, tree } from './plants.ts';
import { plantedBorder } from './scene-beds.ts';
import { boundary } from './scene-boundary.ts';
import { artificialGrassCloseUp, driveway, jetWashing, team, turfLaying } from './scene-details.ts';
import { backGarden } from './scene-garden.ts';
import { crew, crownReduction, felling, stumpGrinding } from './scene-work.ts';
import { skyBlue, type Backdrop } from './sky.ts';
import { treeHero } from './scene-tree-hero.ts';
import { mix } from './svg.ts';

/** Source size of every scene: landscape 16:10, large enough for a full-width 1600 px image. */
export const sceneSize = { width: 1600, height: 1000 };
/** The hero is shown edge to edge, so it gets a larger source. */
export const heroSize = { width: 1920, height: 1200 };

type Theme = Brand['theme'];

const neutralTheme: Theme = { accent: '#4a6b3a', accentDark: '#2f4a26', accentSoft: '#eef4ea' };

/** What a brand's home hero and drawings show: its trade (src/lib/brand-pictures.ts, one rule for the tool and the site). */
export type HeroTrade = BrandTrade;

/** Where a brand's hero is set (look.setting): src/lib/brand-look.ts. */
export type Setting = Look['setting'];

/** The fence and garden heroes' view beyond the garden, by setting (the suburbs keep the neighbours' roofs). */
const backdrops: Record<Setting, Backdrop | undefined> = {
  town: 'terraces',
  suburbs: undefined,
  countryside: 'fields',
};

/** A brand's trade for its hero: tree work, fencing, or (anything else, e.g. a directory of garden services) a garden. */
export function heroTrade(focus: readonly string[] = []): HeroTrade {
  return brandTrade(focus);
}

/**
 * The home hero, in the brand's colours, showing its trade where the brand works (its setting): tree work
 * (scene-tree-hero.ts: a back garden, a town street or a paddock), a new fence (closeboard stained towards the
 * brand's dark colour along a striped lawn), or a finished garden (sandstone patio, striped lawn, parasol and
 * planters in the brand's colours), the fence and garden with the suburbs' roofs, a town's terraces or fields beyond.
 * The tree and fence scenes are drawn at scene size; make-images renders every hero at heroSize (the SVG scales).
 */
export function heroScene(
  name: string,
  theme: Theme = neutralTheme,
  trade: HeroTrade = 'garden',
  setting: Setting = 'suburbs',
): Canvas {
  if (trade === 'tree') return treeHero(name, theme, setting);
  const backdrop = backdrops[setting];
  if (trade === 'fence')
    return boundary(name, {
      ...(backdrop ? { backdrop } : {}),
      fence: { style: 'closeboard', colour: mix(timber.golden, theme.accentDark, 0.3) },
      climber: false,
      extras: (add, cam, c) => {
        add(3.6, () => planter(c, cam, 1.6, 3.6, theme.accentDark));
        add(4.4, () => planter(c, cam, 2.5, 4.4, theme.accent));
      },
    });
  return backGarden(name, {
    ...(backdrop ? { backdrop } : {}),
    width: heroSize.width,
    height: heroSize.height,
    fence: { style: 'closeboard', colour: mix(timber.brown, theme.accentDark, 0.35) },
    patio: { kind: 'sandstone', to: 4.0 },
    lawn: { stripes: 0.9 },
    skyTop: mix(skyBlue.top, theme.accent, 0.12),
    extras: (add, cam, c) => {
      add(5.6, () => parasol(c, cam, 2.1, 5.6, theme.accent));
      add(5.5, () => tableSet(c, cam, 2.1, 5.5, '#34383c', theme.accentSoft));
      add(3.6, () => planter(c, cam, -1.8, 3.6, theme.accentDark));
      add(3.9, () => planter(c, cam, -2.6, 3.9, theme.accentDark));
    },
  });
}

/**
 * The figures and vehicles of a hero that a frame of its style would cut at an edge (src/lib/hero-frames.ts), as
 * "van: 1366 px": make-images refuses to write such a hero. Empty when every one shows whole or not at all.
 */
export function cutSubjects(canvas: Canvas, style: Look['hero']): string[] {
  return canvas.subjects.flatMap((subject) => {
    const area = {
      x0: subject.x0 / canvas.width,
      y0: subject.y0 / canvas.height,
      x1: subject.x1 / canvas.width,
      y1: subject.y1 / canvas.height,
    };
    const frames = framesCutting(area, style);
    return frames.length ? [`${subject.what}: ${frames.map((frame) => `${frame.screen} px`).join(', ')}`] : [];
  });
}

/**
 * The landscaped garden of the landscaping card (borders, a lawn and a seating area, as its alt text says). A brand's
 * drawing takes its colours and its trade: a fence-maker's closeboard, a tree firm's mature acer and hedge-side beds,
 * a garden firm's porcelain terrace under a parasol.
 */
function landscapingGarden(name: string, theme?: Theme, trade?: BrandTrade): Canvas {
  const furniture = theme ? mix('#3b3f44', theme.accentDark, 0.5) : undefined;
  return backGarden(name, {
    fence:
      trade === 'fence'
        ? { style: 'closeboard', colour: mix(timber.golden, theme!.accentDark, 0.3) }
        : trade === 'tree'
          ? { style: 'panel', colour: timber.brown }
          : { style: 'closeboard', colour: timber.brown },
    patio: { kind: trade === 'garden' ? 'porcelain' : 'sandstone', to: theme ? 5.4 : 3.6 },
    ...(theme ? { skyTop: mix(skyBlue.top, theme.accent, 0.1) } : {}),
    extras: (add, cam, c) => {
      add(9.5, () =>
        tree(c, cam, 2.4, 9.5, {
          height: trade === 'tree' ? 4.2 : 3.2,
          spread: trade === 'tree' ? 3.6 : 2.6,
          leaves: foliage.acer,
          clearStem: trade === 'tree' ? 0.8 : 0.2,
        }),
      );
      add(8, () => {
        soil(c, cam, [
          [-2.6, 7],
          [-0.8, 7.2],
          [-0.6, 9.5],
          [-2.5, 10],
        ]);
      });
      add(8.4, () => grass(c, cam, -1.8, 8.4, 0.9));
      add(9.1, () => spikes(c, cam, -1.3, 9.1, 0.7));
      if (theme) {
        add(4.6, () => tableSet(c, cam, 1.6, 4.6, furniture, theme.accentSoft));
        if (trade === 'garden') add(4.7, () => parasol(c, cam, 1.6, 4.7, theme.accent));
        add(3.6, () => planter(c, cam, -2.5, 3.6, theme.accentDark));
      }
    },
  });
}

/** A brand's drawing of a key in drawnPerBrand (src/lib/brand-pictures.ts): its colours and its trade. */
export function brandDrawing(key: string, name: string, theme: Theme, trade: BrandTrade): Canvas {
  if (key === 'about-team')
    return team(name, { livery: theme.accentDark, shirt: mix(theme.accentDark, '#3f4b3a', 0.35), trade });
  if (key === 'landscaping-garden') return landscapingGarden(name, theme, trade);
  throw new Error(`make-images: no brand drawing for "${key}"`);
}

export const scenes: Record<string, () => Canvas> = {
  'fencing-closeboard': () => boundary('fencing-closeboard', { fence: { style: 'closeboard', colour: timber.golden } }),
  'fencing-panel': () =>
    boundary('fencing-panel', { fence: { style: 'panel', colour: timber.brown, trellis: true }, climber: true }),
  'fencing-picket': () => boundary('fencing-picket', { fence: { style: 'picket' }, foreground: 'front-garden' }),
  'fencing-composite': () => boundary('fencing-composite', { fence: { style: 'composite' }, foreground: 'porcelain' }),
  'patio-sandstone': () =>
    backGarden('patio-sandstone', {
      fence: { style: 'panel', colour: timber.brown },
      patio: { kind: 'sandstone', to: 8 },
      eye: 1.75,
      extras: (add, cam, c) => {
        add(5.5, () => tableSet(c, cam, 1.2, 5.5));
        add(3.5, () => planter(c, cam, -2.3, 3.5, '#8b6f57'));
        add(4.2, () => planter(c, cam, 3.2, 4.2, '#8b6f57'));
      },
    }),
  'patio-porcelain': () =>
    backGarden('patio-porcelain', {
      fence: { style: 'composite' },
      patio: { kind: 'porcelain', to: 8 },
      eye: 1.75,
      extras: (add, cam, c) => {
        add(5.8, () => tableSet(c, cam, -1.2, 5.8, '#2c2f33', '#e7e4dc'));
        add(4, () => planter(c, cam, 2.8, 4, '#3b3f44'));
        add(4.6, () => planter(c, cam, 3.4, 4.6, '#3b3f44'));
      },
    }),
  'artificial-grass-lawn': () =>
    backGarden('artificial-grass-lawn', {
      fence: { style: 'panel', colour: timber.brown },
      lawn: { colour: '#5fa23a', stripes: 0, blades: true },
      patio: { kind: 'porcelain', to: 3.2 },
      extras: (add, cam, c) => add(9, () => planter(c, cam, 0, 9, '#3b3f44')),
    }),
  'artificial-grass-closeup': () => artificialGrassCloseUp('artificial-grass-closeup'),
  'tree-surgery-crown': () => crownReduction('tree-surgery-crown'),
  'tree-felling': () => felling('tree-felling'),
  'stump-grinding': () => stumpGrinding('stump-grinding'),
  'hedge-before': () => boundary('hedge', { hedge: { tidy: false } }),
  'hedge-after': () => boundary('hedge', { hedge: { tidy: true } }),
  'landscaping-garden': () => landscapingGarden('landscaping-garden'),
  'landscaping-beds': () => plantedBorder('landscaping-beds'),
  'turfing-lawn': () => turfLaying('turfing-lawn'),
  'garden-before': () =>
    backGarden('garden', {
      fence: { style: 'panel', neglected: true },
      lawn: { colour: '#7d9a48', stripes: 0, patchy: 1 },
      patio: { kind: 'sandstone', to: 3.4, grime: 0.8 },
      beds: 'overgrown',
      extras: (add, cam, c) => {
        add(6, () => {
          const [wx, wy] = cam.project(1.8, 0, 6);
          wheelbarrow(c, wx, wy, cam.size(1.4, 6), '#6a6f73', '#8b8275');
        });
        add(9, () => logs(c, cam, -1.4, 9, 4));
      },
    }),
  'garden-after': () =>
    backGarden('garden', {
      fence: { style: 'panel', colour: timber.brown },
      patio: { kind: 'sandstone', to: 4.2 },
      extras: (add, cam, c) => {
        add(5, () => tableSet(c, cam, 1.6, 5));
        add(3.4, () => planter(c, cam, -2.4, 3.4));
      },
    }),
  'driveway-block': () => driveway('driveway-block'),
  'maintenance-lawn': () =>
    backGarden('maintenance-lawn', {
      fence: { style: 'closeboard', colour: timber.golden },
      lawn: { stripes: 0.7 },
      extras: (add, cam, c) => {
        add(7.5, () => {
          const [mx, my] = cam.project(-0.6, 0, 7.5);
          mower(c, mx, my, cam.size(1.6, 7.5));
        });
        add(8.2, () => {
          const [px, py] = cam.project(0.5, 0, 8.2);
          person(c, px, py, cam.size(1.78, 8.2), { shirt: crew.shirt, trousers: crew.trousers, pose: 'work' });
        });
      },
    }),
  'jet-washing-patio': () => jetWashing('jet-washing-patio'),
  'about-team': () => team('about-team'),
  'blog-tree-surgery': () => crownReduction('blog-tree-surgery', true),
};

export { grass, spikes };
