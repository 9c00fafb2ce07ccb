// Every panel of the editor, with its area and order (src/editor/registry.ts).
import { AnimationPanel } from './inspector/AnimationPanel';
import { LayerInspector } from './inspector/LayerInspector';
import { ModuleInspector } from './inspector/ModuleInspector';
import { SlideInspector } from './inspector/SlideInspector';
import { LayersPanel } from './panels/LayersPanel';
import { SlidesPanel } from './panels/SlidesPanel';
import { registerPanel, type EditorPanel } from './registry';
import { Timeline } from './timeline/Timeline';

const PANELS: EditorPanel[] = [
	{ name: 'slides', area: 'structure', order: 10, component: SlidesPanel },
	{ name: 'layers', area: 'structure', order: 20, component: LayersPanel },
	{ name: 'layer', area: 'inspector', order: 10, component: LayerInspector },
	{
		name: 'layer-in',
		area: 'inspector',
		order: 50,
		component: AnimationPanel,
	},
	{ name: 'slide', area: 'inspector', order: 100, component: SlideInspector },
	{
		name: 'module',
		area: 'inspector',
		order: 200,
		component: ModuleInspector,
	},
	{ name: 'timeline', area: 'timeline', order: 10, component: Timeline },
];

PANELS.forEach( registerPanel );
