import type * as z from 'zod/mini';
import type { sliderReplySchema } from './module';

/** A sliders/{alias} reply as the server sends it, shared by unit tests (not bundled). */
export function sampleReply() {
	return {
		success: true,
		alias: 'hero-demo',
		id: 12,
		addOns: {},
		settings: {
			alias: 'hero-demo',
			title: 'Hero demo',
			type: 'hero',
			size: {
				width: [ 1600, 1240, 1024, 778, 480 ],
				height: [ 640, 500, 420, 400, 360 ],
			},
			slideshow: { auto: true, len: 9000 },
		},
		slides: [
			{
				id: 1,
				title: 'Slide 1',
				order: 1,
				bg: {
					image: {
						id: 7,
						src: 'https://example.test/hero.jpg',
						width: 1600,
						height: 900,
						alt: '',
					},
				},
				layers: [
					{
						id: 1,
						alias: 'Title',
						pid: -1,
						type: 'text',
						tag: 'h2',
						content: { text: 'Stagecraft' },
						tl: {
							in: {
								frames: [
									{ o: 0, y: 40 },
									{ o: 1, y: 0, d: 800, e: 'power3.out' },
								],
							},
						},
					},
				],
			},
		],
		v6v7ids: {},
	} satisfies z.input< typeof sliderReplySchema >;
}
