import type { Action } from '../../schema/action';
import type { ActionContext, ActionSource } from './context';
import type { LayerTarget } from './layers';
import { targetsOf } from './layers';

const SCENES = [ 'in', 'out', 'loop' ] as const;
type LayerScene = ( typeof SCENES )[ number ];

const sceneOf = ( name: string | undefined, fallback: LayerScene ) =>
	SCENES.find( ( scene ) => scene === name ) ?? fallback;

// The scene each layer played last by an action, for the toggle mode.
const lastPlayed = new WeakMap< Element, LayerScene >();

/**
 * Plays one scene of a layer. Scenes started by actions keep the slide's
 * other loops and pans going (spec section 4: starting a scene pauses the
 * slide's other scenes, except for actions).
 *
 * @param target  The layer.
 * @param scene   in, out or loop.
 * @param source  Where the action fired.
 * @param context The module.
 */
async function play(
	target: LayerTarget,
	scene: LayerScene,
	source: ActionSource,
	context: ActionContext
) {
	const { layer, element } = target;
	const { motion, emitter, slides } = context;
	lastPlayed.set( element, scene );
	const detail = {
		slide: { index: source.slide, id: slides[ source.slide ]?.id ?? 0 },
		layer: layer.id,
		element,
		scene,
	};
	if ( scene === 'loop' ) {
		if ( layer.tl.loop ) {
			motion.loop?.( element, layer.tl.loop, {}, { keep: true } );
		}
		return;
	}
	const frames = layer.tl[ scene ]?.frames ?? [];
	emitter.emit( scene === 'in' ? 'enterstage' : 'leavestage', detail );
	await ( scene === 'in'
		? motion.animateIn( element, frames, {}, layer.tl )
		: motion.animateOut( element, frames, {}, layer.tl ) );
	emitter.emit( scene === 'in' ? 'enteredstage' : 'leftstage', detail );
}

/**
 * Starts a layer scene (spec section 3, Action sc, scn, scm): sc is the scene
 * (in, out or loop; in by default), scn the scene that follows it, scm the
 * mode: 'toggle' plays sc and scn by turns, anything else plays sc (then scn).
 *
 * @param action  The action.
 * @param source  Where it fired.
 * @param context The module.
 */
export async function startScene(
	action: Action,
	source: ActionSource,
	context: ActionContext
): Promise< void > {
	const first = sceneOf( action.sc, 'in' );
	const then = action.scn ? sceneOf( action.scn, first ) : undefined;
	await Promise.all(
		targetsOf( action, source, context ).map( async ( target ) => {
			if ( action.scm === 'toggle' && then ) {
				const turn =
					lastPlayed.get( target.element ) === first ? then : first;
				await play( target, turn, source, context );
				return;
			}
			await play( target, first, source, context );
			if ( then && then !== first ) {
				await play( target, then, source, context );
			}
		} )
	);
}

/**
 * Stops the scenes of layers: their timelines end where they are reset to
 * the layer's resting state.
 *
 * @param action  The action.
 * @param source  Where it fired.
 * @param context The module.
 */
export function stopScene(
	action: Action,
	source: ActionSource,
	context: ActionContext
): void {
	targetsOf( action, source, context ).forEach( ( { element } ) => {
		lastPlayed.delete( element );
		context.motion.reset( element );
	} );
}
