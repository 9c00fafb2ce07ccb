// The edit-mode preview's place in a module: made only when the editor passes its factory
// (src/module/preview.ts), so the visitor runtime carries this and nothing of the preview.
import type { ModulePreview, PreviewFactory, PreviewSource } from './preview';

export interface PreviewSlot {
	readonly preview: ModulePreview | undefined;
	/** The running module's parts the preview plays. */
	attach: ( source: PreviewSource ) => void;
	/** The module is gone: the preview does nothing from now on. */
	detach: () => void;
}

/**
 * The preview of one module, if the editor asked for one.
 *
 * @param factory createModulePreview in edit mode, else undefined.
 */
export function createPreviewSlot(
	factory: PreviewFactory | undefined
): PreviewSlot {
	let source: PreviewSource | null = null;
	const preview = factory?.( () => source );
	return {
		preview,
		attach( next ) {
			source = next;
		},
		detach() {
			source = null;
			preview?.destroy();
		},
	};
}
