import { useEffect } from '@wordpress/element';
import { createContactForm } from '../forms/client/client';
import type { FormClientOptions } from '../forms/client/client';

export interface ContactFormProps extends FormClientOptions {
	/** The server-rendered div.wpcf7 the client takes over. */
	wrapper: HTMLElement;
}

/**
 * The React adapter of the form client (as Embla's useEmblaCarousel): the client is created on
 * mount and destroyed on unmount. The form stays the PHP-rendered markup, so it works without
 * JavaScript and nothing moves when React mounts; React renders nothing of its own.
 *
 * @param props Wrapper and client options.
 */
export function useContactForm( props: ContactFormProps ): void {
	const { wrapper, apiRoot, fetch } = props;
	useEffect( () => {
		const client = createContactForm( wrapper, { apiRoot, fetch } );
		return () => client.destroy();
	}, [ wrapper, apiRoot, fetch ] );
}

export function ContactForm( props: ContactFormProps ): null {
	useContactForm( props );
	return null;
}
