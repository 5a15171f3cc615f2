// pnpm's hooks for this workspace. beforePacking: the manifest a tarball ships is the workspace's with its
// `publishConfig` applied (every field it names, the pi 1.x peers included, which pnpm alone leaves out), written
// into the tarball only: packing never rewrites a file of the workspace.
export const hooks = {
	beforePacking(manifest) {
		const { publishConfig, ...published } = manifest;
		return { ...published, ...publishConfig };
	},
};
