// Loaders of spec section 3/4: images, fonts, resource scripts and styles, gradients.
export * from './images';
export * from './fonts';
export * from './resources';
export * from './gradient';
