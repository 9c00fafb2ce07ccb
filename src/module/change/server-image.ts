/**
 * Puts the server-rendered background image in place of the one React drew
 * for the same slide, when both show the same file. Called before the
 * browser paints, so nothing flickers and nothing is fetched again.
 *
 * @param stage  The stage React rendered into.
 * @param index  Index of the first slide.
 * @param server The server's image, detached by React's first render.
 */
export function adoptServerImage(
	stage: HTMLElement,
	index: number,
	server: HTMLImageElement | null
) {
	const drawn = stage.querySelector< HTMLImageElement >(
		`[data-slide-index="${ index }"] > .stagecraft-module__bg`
	);
	if ( server && drawn && server.src === drawn.src ) {
		drawn.replaceWith( server );
	}
}
