// Jest stands this in for stylesheets and images, which only Vite can load.
export default 'file-stub';
