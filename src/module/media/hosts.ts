// Where the providers live. A page (or a test, pointing at a local stand-in) may move them
// with window.stagecraftMediaHosts before the first player loads.
export type ProviderApi = 'youtube' | 'vimeo';

export interface MediaHosts {
	/** The YouTube IFrame API script. */
	youtubeApi: string;
	/** YouTube's embed hosts: the standard one and the no-cookie one. */
	youtube: string;
	youtubeNoCookie: string;
	/** The Vimeo Player API script. */
	vimeoApi: string;
}

const DEFAULT_HOSTS: MediaHosts = {
	youtubeApi: 'https://www.youtube.com/iframe_api',
	youtube: 'https://www.youtube.com',
	youtubeNoCookie: 'https://www.youtube-nocookie.com',
	vimeoApi: 'https://player.vimeo.com/api/player.js',
};

declare global {
	interface Window {
		stagecraftMediaHosts?: Partial< MediaHosts >;
	}
}

/** The hosts in force now. */
export function mediaHosts(): MediaHosts {
	const custom =
		typeof window === 'undefined' ? undefined : window.stagecraftMediaHosts;
	return { ...DEFAULT_HOSTS, ...custom };
}

export const PROVIDER_APIS: Record< ProviderApi, () => string > = {
	youtube: () => mediaHosts().youtubeApi,
	vimeo: () => mediaHosts().vimeoApi,
};
