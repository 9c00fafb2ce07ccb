// @wordpress/plugins is provided by WordPress (wp-plugins) and not installed here; this covers
// only what Stagecraft uses. Delete once @types for it are installed.
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	/** Registers a plugin that renders into the editor's slots. */
	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: string | null }
	): unknown;
}
