import shapes from '../normalise/shapes/config.generated.json';
import { shapeReader } from '../normalise/shape';
import type { PageConfig, PageConfigInput } from '../../schema/config';

// By the generated shapes of the zod schemas: the visitor's page carries no zod.
const readShape = shapeReader( shapes );

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
	const parsed = readShape< PageConfig >( 'config', target.stagecraftConfig );
	return parsed.success ? parsed.data : undefined;
}
