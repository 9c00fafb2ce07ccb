import { pageConfigSchema } from '../../schema/config';
import type { PageConfig, PageConfigInput } from '../../schema/config';

declare global {
	interface Window {
		/** Printed by PHP before the module view script (ModuleScriptConfig). */
		stagecraftConfig?: PageConfigInput;
	}
}

/**
 * The page configuration, or undefined when the page has none (or a broken
 * one): REST, inline and .json sources work without it, ajax does not.
 *
 * @param target                  The global object holding stagecraftConfig.
 * @param target.stagecraftConfig
 */
export function readPageConfig(
	target: { stagecraftConfig?: unknown } = window
): PageConfig | undefined {
	const parsed = pageConfigSchema.safeParse( target.stagecraftConfig );
	return parsed.success ? parsed.data : undefined;
}
