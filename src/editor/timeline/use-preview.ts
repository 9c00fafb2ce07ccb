import {
	useCallback,
	useEffect,
	useRef,
	useSyncExternalStore,
} from '@wordpress/element';
import type { ModulePreview } from '../../module';
import { useRunningModule } from '../canvas/running';

const never = () => () => {};

export interface PreviewControls {
	/** The playhead, ms. */
	time: number;
	playing: boolean;
	/** Whether the canvas runs a module that can be previewed. */
	ready: boolean;
	play: () => void;
	pause: () => void;
	seek: ( ms: number ) => void;
}

/**
 * The canvas module's timeline preview (handle.preview, edit mode), as React state. The canvas
 * runs the module again after each edit: the playhead the user placed is kept and shown again
 * once the new run is ready.
 */
export function usePreview(): PreviewControls {
	const running = useRunningModule();
	const handle = running?.handle ?? null;
	const preview: ModulePreview | null = handle?.preview ?? null;
	const subscribe = preview ? preview.subscribe : never;
	const time = useSyncExternalStore( subscribe, () => preview?.time ?? 0 );
	const playing = useSyncExternalStore(
		subscribe,
		() => preview?.playing ?? false
	);
	// Where the user left the playhead (0: nowhere; the canvas shows the slide at rest).
	const placed = useRef( 0 );

	useEffect( () => {
		if ( ! handle?.preview || placed.current <= 0 ) {
			return;
		}
		const show = () => handle.preview?.seek( placed.current );
		if ( handle.state === 'run' ) {
			show();
			return;
		}
		handle.once( 'ready', show );
		return () => handle.off( 'ready', show );
	}, [ handle ] );

	const seek = useCallback(
		( ms: number ) => {
			placed.current = Math.max( 0, ms );
			preview?.seek( ms );
		},
		[ preview ]
	);
	const play = useCallback( () => {
		placed.current = 0;
		preview?.play();
	}, [ preview ] );
	const pause = useCallback( () => {
		preview?.pause();
		placed.current = preview?.time ?? 0;
	}, [ preview ] );
	return { time, playing, ready: !! preview, play, pause, seek };
}
