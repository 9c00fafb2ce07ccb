import { GENERIC_LAYER_TAG, LAYER_TAGS } from '../../schema/constants';

export { GENERIC_LAYER_TAG, LAYER_TAGS };

// A custom tag must be an element name, and never one that runs or styles.
const ELEMENT_NAME = /^[a-z][a-z0-9-]*$/;
const NEVER = [ 'script', 'style' ];

/**
 * The layer tag to render: the tag when it is whitelisted or one of the
 * module's custom tags, else the generic layer tag (spec section 5).
 *
 * @param tag        The stored tag.
 * @param customTags The module's custom tags (settings.general.customTags).
 */
export function layerTag(
	tag: string,
	customTags: readonly string[] = []
): string {
	const name = tag.trim().toLowerCase();
	const allowed: readonly string[] = LAYER_TAGS;
	if ( allowed.includes( name ) ) {
		return name;
	}
	const custom = customTags.some(
		( item ) => item.trim().toLowerCase() === name
	);
	return custom && ELEMENT_NAME.test( name ) && ! NEVER.includes( name )
		? name
		: GENERIC_LAYER_TAG;
}
