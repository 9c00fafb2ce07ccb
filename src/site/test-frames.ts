/**
 * Animation frames held until a unit test runs them, and boxes for getBoundingClientRect: for
 * code that checks again a frame later (the header's and the banner's focus clearance).
 */
export function holdFrames(): { run: () => void } {
	let frames: FrameRequestCallback[] = [];
	jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation( ( cb ) =>
		frames.push( cb )
	);
	return {
		run() {
			const now = frames;
			frames = [];
			now.forEach( ( cb ) => cb( 0 ) );
		},
	};
}

export const box = ( top: number, height: number ): DOMRect =>
	( { top, bottom: top + height, height } ) as DOMRect;
