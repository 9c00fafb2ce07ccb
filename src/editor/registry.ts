// The editor's panels, by area. A panel is one file that exports a component; src/editor/panels.ts
// names it with its area and order, so adding a panel (the motion, carousel, media and actions
// issues add theirs) is adding a file and one line, and no other panel changes.
import type { ComponentType } from 'react';

/** Where a panel shows: the left column, the right column, or under the canvas. */
export type PanelArea = 'structure' | 'inspector' | 'timeline';

export interface EditorPanel {
	/** Unique name, e.g. 'layer-content'. */
	name: string;
	area: PanelArea;
	/** Lower first. */
	order: number;
	/** Renders its PanelBody, or null when it does not apply to the selection. */
	component: ComponentType;
}

const panels = new Map< string, EditorPanel >();

/**
 * Adds a panel (a second one with the same name replaces the first).
 *
 * @param panel The panel.
 */
export function registerPanel( panel: EditorPanel ): void {
	panels.set( panel.name, panel );
}

/**
 * The panels of an area, in order.
 *
 * @param area The area.
 */
export const panelsIn = ( area: PanelArea ): EditorPanel[] =>
	[ ...panels.values() ]
		.filter( ( panel ) => panel.area === area )
		.sort( ( a, b ) => a.order - b.order );
