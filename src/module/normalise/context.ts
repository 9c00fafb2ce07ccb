import type { ModuleSettingsView } from '../../schema/settings/view';

/** What the rules need to know about the module. */
export interface NormaliseContext {
	/** Tags allowed besides the whitelist. */
	customTags: readonly string[];
	/** Whether accessibility attributes are applied. */
	accessibility: boolean;
	/** Canvas width of the largest device level, px. */
	canvasWidth: number;
}

/**
 * The context of a module's rules, from its settings.
 *
 * @param settings The module settings.
 */
export const contextOf = (
	settings: ModuleSettingsView
): NormaliseContext => ( {
	customTags: settings.general.customTags,
	accessibility: settings.general.acc,
	canvasWidth: settings.size.width[ 0 ],
} );
