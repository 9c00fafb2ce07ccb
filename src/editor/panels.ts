// Every panel of the editor, with its area and order (src/editor/registry.ts).
import { AccessibilityPanel } from './inspector/AccessibilityPanel';
import { AnimationEffectsPanel } from './inspector/AnimationEffectsPanel';
import { AnimationLoopPanel } from './inspector/AnimationLoopPanel';
import { ActionsPanel } from './inspector/ActionsPanel';
import { EffectsModulePanel } from './inspector/EffectsModulePanel';
import { EffectsPanel } from './inspector/EffectsPanel';
import { ModalPanel } from './inspector/ModalPanel';
import { StreamPanel } from './inspector/StreamPanel';
import { AnimationPanel } from './inspector/AnimationPanel';
import { AttributesPanel } from './inspector/AttributesPanel';
import { BorderPanel } from './inspector/BorderPanel';
import { CarouselPanel } from './inspector/CarouselPanel';
import { CodePanel } from './inspector/CodePanel';
import { HoverPanel } from './inspector/HoverPanel';
import { LayerInspector } from './inspector/LayerInspector';
import { LinkPanel } from './inspector/LinkPanel';
import { MediaPanel } from './inspector/MediaPanel';
import { ModuleBehaviourPanel } from './inspector/ModuleBehaviourPanel';
import { ModuleInspector } from './inspector/ModuleInspector';
import { NavigationPanel } from './inspector/NavigationPanel';
import { OutAnimationPanel } from './inspector/OutAnimationPanel';
import { PositionPanel } from './inspector/PositionPanel';
import { ProgressBarPanel } from './inspector/ProgressBarPanel';
import { ShadowPanel } from './inspector/ShadowPanel';
import { ShapeContent } from './inspector/ShapeContent';
import { SlideBackgroundPanel } from './inspector/SlideBackgroundPanel';
import { SlideInspector } from './inspector/SlideInspector';
import { SlidePublishPanel } from './inspector/SlidePublishPanel';
import { SlideThumbPanel } from './inspector/SlideThumbPanel';
import { SlideshowPanel } from './inspector/SlideshowPanel';
import { ModuleBackgroundPanel, StaticPanel } from './inspector/StaticPanel';
import {
	ModuleTransitionPanel,
	SlideTransitionPanel,
} from './inspector/SlideTransitionPanel';
import { SpacingPanel } from './inspector/SpacingPanel';
import { SvgContent } from './inspector/SvgContent';
import { TogglePanel } from './inspector/TogglePanel';
import { TransformPanel } from './inspector/TransformPanel';
import { LayersPanel } from './panels/LayersPanel';
import { SlidesPanel } from './panels/SlidesPanel';
import { registerPanel, type EditorPanel } from './registry';
import { Timeline } from './timeline/Timeline';

const PANELS: EditorPanel[] = [
	{ name: 'slides', area: 'structure', order: 10, component: SlidesPanel },
	{ name: 'layers', area: 'structure', order: 20, component: LayersPanel },
	{ name: 'layer', area: 'inspector', order: 10, component: LayerInspector },
	{
		name: 'layer-position',
		area: 'inspector',
		order: 14,
		component: PositionPanel,
	},
	{ name: 'layer-svg', area: 'inspector', order: 12, component: SvgContent },
	{
		name: 'layer-media',
		area: 'inspector',
		order: 12,
		component: MediaPanel,
	},
	{
		name: 'layer-shape',
		area: 'inspector',
		order: 13,
		component: ShapeContent,
	},
	{ name: 'layer-link', area: 'inspector', order: 15, component: LinkPanel },
	{
		name: 'layer-toggle',
		area: 'inspector',
		order: 17,
		component: TogglePanel,
	},
	{
		name: 'layer-spacing',
		area: 'inspector',
		order: 20,
		component: SpacingPanel,
	},
	{
		name: 'layer-border',
		area: 'inspector',
		order: 22,
		component: BorderPanel,
	},
	{
		name: 'layer-shadow',
		area: 'inspector',
		order: 24,
		component: ShadowPanel,
	},
	{
		name: 'layer-transform',
		area: 'inspector',
		order: 26,
		component: TransformPanel,
	},
	{
		name: 'layer-hover',
		area: 'inspector',
		order: 30,
		component: HoverPanel,
	},
	{
		name: 'layer-attributes',
		area: 'inspector',
		order: 40,
		component: AttributesPanel,
	},
	{
		name: 'layer-accessibility',
		area: 'inspector',
		order: 42,
		component: AccessibilityPanel,
	},
	{
		name: 'layer-in',
		area: 'inspector',
		order: 50,
		component: AnimationPanel,
	},
	{
		name: 'layer-out',
		area: 'inspector',
		order: 55,
		component: OutAnimationPanel,
	},
	{
		name: 'layer-reveal',
		area: 'inspector',
		order: 56,
		component: AnimationEffectsPanel,
	},
	{
		name: 'layer-loop',
		area: 'inspector',
		order: 57,
		component: AnimationLoopPanel,
	},
	{ name: 'slide', area: 'inspector', order: 100, component: SlideInspector },
	{
		name: 'slide-background',
		area: 'inspector',
		order: 110,
		component: SlideBackgroundPanel,
	},
	{
		name: 'slide-thumb',
		area: 'inspector',
		order: 115,
		component: SlideThumbPanel,
	},
	{
		name: 'slide-transition',
		area: 'inspector',
		order: 112,
		component: SlideTransitionPanel,
	},
	{
		name: 'slide-static',
		area: 'inspector',
		order: 101,
		component: StaticPanel,
	},
	{
		name: 'slide-publish',
		area: 'inspector',
		order: 120,
		component: SlidePublishPanel,
	},
	{
		name: 'module',
		area: 'inspector',
		order: 200,
		component: ModuleInspector,
	},
	{
		name: 'module-slideshow',
		area: 'inspector',
		order: 202,
		component: SlideshowPanel,
	},
	{
		name: 'module-transition',
		area: 'inspector',
		order: 203,
		component: ModuleTransitionPanel,
	},
	{
		name: 'module-background',
		area: 'inspector',
		order: 204,
		component: ModuleBackgroundPanel,
	},
	{
		name: 'module-behaviour',
		area: 'inspector',
		order: 205,
		component: ModuleBehaviourPanel,
	},
	{
		name: 'module-carousel',
		area: 'inspector',
		order: 207,
		component: CarouselPanel,
	},
	{
		name: 'module-navigation',
		area: 'inspector',
		order: 210,
		component: NavigationPanel,
	},
	{
		name: 'module-progress',
		area: 'inspector',
		order: 220,
		component: ProgressBarPanel,
	},
	{
		name: 'module-code',
		area: 'inspector',
		order: 230,
		component: CodePanel,
	},
	{
		name: 'layer-actions',
		area: 'inspector',
		order: 16,
		component: ActionsPanel,
	},
	{
		name: 'layer-effects',
		area: 'inspector',
		order: 32,
		component: EffectsPanel,
	},
	{
		name: 'module-modal',
		area: 'inspector',
		order: 212,
		component: ModalPanel,
	},
	{
		name: 'module-stream',
		area: 'inspector',
		order: 214,
		component: StreamPanel,
	},
	{
		name: 'module-effects',
		area: 'inspector',
		order: 225,
		component: EffectsModulePanel,
	},
	{ name: 'timeline', area: 'timeline', order: 10, component: Timeline },
];

PANELS.forEach( registerPanel );
