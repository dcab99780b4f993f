-- Schema 12 (issue 20): a Kubernetes cluster's settings beside its `cluster` row (scheduler 'kubernetes'). The
-- kubeconfig is a PATH where the analyst keeps it (on this machine, or on the login node when kubectl runs there):
-- the file itself holds credentials and is never read into the database. The image is cluster.container_image.
CREATE TABLE kube_cluster (
    cluster_id         INTEGER PRIMARY KEY REFERENCES cluster (id) ON DELETE CASCADE,
    kubeconfig_path    TEXT NOT NULL DEFAULT '',
    context_name       TEXT NOT NULL DEFAULT '',
    namespace_name     TEXT NOT NULL DEFAULT 'default',
    via_login          INTEGER NOT NULL DEFAULT 0 CHECK (via_login IN (0, 1)),
    gpus_per_worker    INTEGER NOT NULL DEFAULT 8 CHECK (gpus_per_worker BETWEEN 0 AND 64),
    rdma_resource      TEXT NOT NULL DEFAULT '',
    rdma_per_worker    INTEGER NOT NULL DEFAULT 0 CHECK (rdma_per_worker BETWEEN 0 AND 64),
    node_selector_json TEXT NOT NULL DEFAULT '{}',
    tolerations_json   TEXT NOT NULL DEFAULT '[]',
    kubectl_version    TEXT NOT NULL DEFAULT ''
);
