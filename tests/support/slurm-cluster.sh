#!/usr/bin/env bash
# A real two-node Slurm 22.05 for the test suite, every host in network namespaces this script makes:
#
#   login   10.201.0.1   slurmctld, slurmdbd + MariaDB (accounting), munged, sshd (the login node), the bridge
#   node1   10.201.0.11  slurmd
#   node2   10.201.0.12  slurmd
#   client  10.201.0.100 nothing runs here: the test's SSH clients join this namespace
#
# No interface of the cluster lives in the root namespace, so no packet to these addresses can leave from there.
# Each host also gets its own UTS (hostname login/node1/node2) and mount namespace, where DIR/etc-slurm is mounted
# over /etc/slurm and DIR/hosts over /etc/hosts: the Slurm commands find their configuration where a real cluster
# keeps it, and node names resolve; DIR/tmp/HOST is the host's own /tmp (DIR must not be under /tmp). The file system
# is otherwise the machine's, so the test user's home is shared by all hosts, as on a cluster with a shared /home.
#
#   slurm-cluster.sh up DIR [--owner PID] [--no-accounting] [--user NAME] [--pubkey FILE] [--health-interval S]
#   slurm-cluster.sh exec DIR HOST COMMAND...   run COMMAND as root inside HOST's namespaces (login, node1, node2)
#   slurm-cluster.sh kill-node DIR HOST         SIGKILL every process of HOST (slurmd, its steps, the tasks)
#   slurm-cluster.sh start-node DIR HOST        start HOST's slurmd again
#   slurm-cluster.sh down DIR                   stop everything and delete the namespaces
#
# `up` writes DIR/cluster.env (shell syntax: PREFIX, LOGIN_ADDR, SSH_PORT, CLIENT_NETNS, USER, ACCOUNTING, ...).
# Namespaces are named tbs<owner pid>-<host>; `up` first removes those of owners that are no longer alive.
# Exit status: 0 ready; 2 a requirement is missing (the reason on stderr, first line); 1 a daemon did not start
# (the reason and the tail of its log on stderr).
set -euo pipefail

die() { echo "slurm-cluster: $*" >&2; exit 1; }
missing() { echo "slurm-cluster: $*" >&2; exit 2; }

SUBNET=10.201.0
HOSTS=(login node1 node2)
declare -A ADDR=([login]=$SUBNET.1 [node1]=$SUBNET.11 [node2]=$SUBNET.12 [client]=$SUBNET.100)

cmd="${1:-}"
dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { sed -n '2,21p' "$0" >&2; exit 64; }
shift 2
dir="$(cd "$dir" && pwd)" || exit 64

# Runs a command inside HOST's namespaces (those of its first daemon, whose pid is in DIR/pids/HOST).
in_host() {
  local host="$1"; shift
  local pid
  pid="$(cat "$dir/pids/$host" 2>/dev/null)" || die "$host is not running"
  nsenter -t "$pid" -n -m -u --wd=/ -- "$@"
}

# Starts a daemon (in the foreground of its own session) as HOST: joins the host's network namespace, makes a
# private mount and UTS namespace, sets the hostname and the mounts, then execs from / (a caller's folder under
# /tmp does not exist behind the host's own /tmp: slurmstepd would write "Unable to return to working directory"
# into every task's stderr). Prints the daemon's pid.
start_in() {
  local host="$1" log="$2"; shift 2
  setsid nsenter --net="/run/netns/$PREFIX-$host" -- \
    unshare --mount --uts --propagation private -- \
    sh -c 'hostname "$1"; mount --bind "$2/etc-slurm" /etc/slurm && mount --bind "$2/hosts" /etc/hosts &&
           mount --bind "$2/tmp/$1" /tmp && cd / || exit 97
           shift 2; exec "$@"' sh "$host" "$dir" "$@" </dev/null >>"$log" 2>&1 &
  echo $!
}

wait_for() {  # wait_for SECONDS DESCRIPTION LOG COMMAND...: polls COMMAND every 0.1 s
  local limit="$1" what="$2" log="$3"; shift 3
  local end=$((SECONDS + limit))
  until "$@" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$end" ]; then
      echo "slurm-cluster: $what not ready after ${limit}s" >&2
      [ -f "$log" ] && tail -n 15 "$log" >&2
      exit 1
    fi
    sleep 0.1
  done
}

kill_netns_pids() {  # kill_netns_pids NETNS SIGNAL
  local pids
  pids="$(ip netns pids "$1" 2>/dev/null || true)"
  [ -n "$pids" ] && kill "-$2" $pids 2>/dev/null || true
}

delete_prefix() {  # stops every process in the namespaces of PREFIX and deletes them
  local p="$1" ns any
  for sig in TERM KILL; do
    any=0
    for ns in /run/netns/"$p"-*; do
      [ -e "$ns" ] || continue
      kill_netns_pids "$(basename "$ns")" "$sig"
      any=1
    done
    [ "$any" = 1 ] || break
    [ "$sig" = TERM ] && {
      for _ in $(seq 50); do
        local left=""
        for ns in /run/netns/"$p"-*; do left="$left$(ip netns pids "$(basename "$ns")" 2>/dev/null)"; done
        [ -z "$left" ] && break
        sleep 0.1
      done
    }
  done
  for ns in /run/netns/"$p"-*; do
    [ -e "$ns" ] && ip netns del "$(basename "$ns")" 2>/dev/null || true
  done
}

remove_stale() {
  local ns p owner
  for ns in /run/netns/tbs*-login; do
    [ -e "$ns" ] || continue
    p="$(basename "$ns" -login)"
    owner="${p#tbs}"
    kill -0 "$owner" 2>/dev/null || delete_prefix "$p"
  done
}

case "$cmd" in
exec)
  host="$1"; shift
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  in_host "$host" "$@"
  exit $?
  ;;
kill-node)
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  kill_netns_pids "$PREFIX-$1" KILL
  exit 0
  ;;
start-node)
  # shellcheck disable=SC1091
  . "$dir/cluster.env"
  host="$1"
  start_in "$host" "$dir/log/slurmd-$host.log" /usr/sbin/slurmd -D -N "$host" >"$dir/pids/$host"
  wait_for 20 "slurmd on $host" "$dir/log/slurmd-$host.log" \
    in_host login sh -c "scontrol show node $host | grep -q 'State=IDLE '"
  exit 0
  ;;
down)
  if [ -f "$dir/cluster.env" ]; then
    # shellcheck disable=SC1091
    . "$dir/cluster.env"
    delete_prefix "$PREFIX"
  fi
  exit 0
  ;;
up) ;;
*) sed -n '2,21p' "$0" >&2; exit 64 ;;
esac

owner=$PPID
accounting=1
user=tbtest
pubkey=""
health_interval=300
while [ $# -gt 0 ]; do
  case "$1" in
    --owner) owner="$2"; shift 2 ;;
    --no-accounting) accounting=0; shift ;;
    --user) user="$2"; shift 2 ;;
    --pubkey) pubkey="$2"; shift 2 ;;
    --health-interval) health_interval="$2"; shift 2 ;;
    *) echo "slurm-cluster: unknown option $1" >&2; exit 64 ;;
  esac
done

[ "$(id -u)" -eq 0 ] || missing "needs root (network namespaces, daemons as root)"
need=(ip nsenter unshare setsid /usr/sbin/slurmctld /usr/sbin/slurmd /usr/sbin/munged /usr/sbin/mungekey
      /usr/sbin/sshd ssh-keygen sinfo scontrol sbatch)
[ "$accounting" = 1 ] && need+=(/usr/sbin/slurmdbd /usr/sbin/mariadbd mariadb-install-db mariadb sacctmgr)
for b in "${need[@]}"; do
  command -v "$b" >/dev/null 2>&1 ||
    missing "$b is missing (packaging/install-deps.sh --test installs slurmctld slurmd slurm-client slurmdbd munge mariadb-server openssh-server iproute2 util-linux)"
done
[ -d /etc/slurm ] || missing "/etc/slurm is missing (it comes with slurm-client)"
id "$user" >/dev/null 2>&1 || useradd -m -s /bin/bash "$user" || missing "cannot create the test user $user"
usermod -p '*' "$user"  # unlocked for key-only sshd logins without PAM
home="$(getent passwd "$user" | cut -d: -f6)"
[ -d "$home" ] || missing "the test user's home $home does not exist"
# A fault-drill marker left by a test that died would drain this cluster's nodes (healthcheck.sh below).
rm -rf "$home/.tierbench-fault"

remove_stale
PREFIX="tbs$owner"
[ -e "/run/netns/$PREFIX-login" ] && delete_prefix "$PREFIX"

chmod 755 "$dir"
case "$dir/" in /tmp/*) echo "slurm-cluster: DIR must not be under /tmp (each host gets its own /tmp)" >&2; exit 64 ;; esac
mkdir -p "$dir"/{etc-slurm,pids,log,state,spool/node1,spool/node2,munge,ssh,tmp/login,tmp/node1,tmp/node2}
chmod 1777 "$dir"/tmp/*
chmod 755 "$dir/munge"

# --- network: a bridge in the login namespace, one veth pair per other host, no end in the root namespace ---
for h in "${HOSTS[@]}" client; do ip netns add "$PREFIX-$h"; done
ip -n "$PREFIX-login" link add br0 type bridge
ip -n "$PREFIX-login" addr add "${ADDR[login]}/24" dev br0
ip -n "$PREFIX-login" link set br0 up
for h in "${HOSTS[@]}" client; do
  ip -n "$PREFIX-$h" link set lo up
  [ "$h" = login ] && continue
  ip -n "$PREFIX-login" link add "v-$h" type veth peer name eth0 netns "$PREFIX-$h"
  ip -n "$PREFIX-login" link set "v-$h" master br0 up
  ip -n "$PREFIX-$h" addr add "${ADDR[$h]}/24" dev eth0
  ip -n "$PREFIX-$h" link set eth0 up
done

{
  echo "127.0.0.1 localhost"
  for h in "${HOSTS[@]}"; do echo "${ADDR[$h]} $h"; done
} >"$dir/hosts"

# --- munge: one key, one socket on the shared file system (a Unix socket crosses network namespaces) ---
mungekey -c -f -k "$dir/munge/munge.key" >/dev/null
chmod 600 "$dir/munge/munge.key"
sock="$dir/munge/munge.socket.2"

# --- Slurm configuration (what the scheduler audit reads back) ---
cp -r /etc/slurm/. "$dir/etc-slurm/" 2>/dev/null || true
# Nothing to check on a machine without GPUs, but it treats a fault as a provider's check would: a fault-drill
# marker for this node in the test user's (shared) home drains the node; once the marker is gone, a node it drained
# is resumed (core/cluster/slurm/SlurmFaultDrill).
cat >"$dir/healthcheck.sh" <<EOF
#!/bin/sh
# The test cluster's node health check (tests/support/slurm-cluster.sh).
node="\$(hostname)"
if [ -e "$home/.tierbench-fault/\$node" ]; then
  scontrol show node "\$node" | grep -q "Reason=tierbench fault marker" ||
    scontrol update nodename="\$node" state=drain reason="tierbench fault marker seen by the health check"
elif scontrol show node "\$node" | grep -q "Reason=tierbench fault marker"; then
  scontrol update nodename="\$node" state=resume
fi
exit 0
EOF
chmod 755 "$dir/healthcheck.sh"
cpus="$(nproc)"
[ "$cpus" -gt 4 ] && cpus=4
cat >"$dir/etc-slurm/slurm.conf" <<EOF
ClusterName=tbtest
SlurmctldHost=login(${ADDR[login]})
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
SlurmctldPort=6817
SlurmdPort=6818
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/state/slurmctld.pid
SlurmdPidFile=$dir/spool/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
TopologyPlugin=topology/tree
GresTypes=gpu
HealthCheckProgram=$dir/healthcheck.sh
HealthCheckInterval=$health_interval
ReturnToService=2
SlurmdTimeout=10
SlurmctldTimeout=10
MessageTimeout=5
InactiveLimit=0
MinJobAge=300
KillWait=2
Waittime=5
SchedulerParameters=sched_interval=2,bf_interval=2
EOF
if [ "$accounting" = 1 ]; then
  cat >>"$dir/etc-slurm/slurm.conf" <<EOF
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=login
AccountingStoragePort=6819
AccountingStoragePass=$sock
AccountingStorageTRES=gres/gpu
JobAcctGatherType=jobacct_gather/linux
JobAcctGatherFrequency=30
EOF
else
  cat >>"$dir/etc-slurm/slurm.conf" <<EOF
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
EOF
fi
cat >>"$dir/etc-slurm/slurm.conf" <<EOF
NodeName=node1 NodeAddr=${ADDR[node1]} CPUs=$cpus RealMemory=512 Gres=gpu:2 State=UNKNOWN
NodeName=node2 NodeAddr=${ADDR[node2]} CPUs=$cpus RealMemory=512 Gres=gpu:2 State=UNKNOWN
PartitionName=batch Nodes=node[1-2] Default=YES MaxTime=60 State=UP
PartitionName=maint Nodes=node[1-2] MaxTime=60 State=DOWN
EOF
# Two "GPUs" per node for the scheduler (counts, --gpus-per-node, CUDA_VISIBLE_DEVICES) on a machine without GPUs:
# gres/gpu wants character devices, so these are copies of /dev/null (or /dev/null and /dev/zero themselves where the
# file system refuses device nodes).
mkdir -p "$dir/dev"
if mknod "$dir/dev/gpu0" c 1 3 2>/dev/null && mknod "$dir/dev/gpu1" c 1 3 2>/dev/null; then
  echo "NodeName=node[1-2] Name=gpu File=$dir/dev/gpu[0-1]" >"$dir/etc-slurm/gres.conf"
else
  printf 'NodeName=node[1-2] Name=gpu File=/dev/null\nNodeName=node[1-2] Name=gpu File=/dev/zero\n' >"$dir/etc-slurm/gres.conf"
fi
echo "SwitchName=leaf0 Nodes=node[1-2]" >"$dir/etc-slurm/topology.conf"

: >"$dir/cluster.env"
env_line() { printf '%s=%q\n' "$1" "$2" >>"$dir/cluster.env"; }
env_line PREFIX "$PREFIX"
env_line DIR "$dir"
env_line LOGIN_ADDR "${ADDR[login]}"
env_line NODE1_ADDR "${ADDR[node1]}"
env_line NODE2_ADDR "${ADDR[node2]}"
env_line SSH_PORT 22
env_line CLIENT_NETNS "/run/netns/$PREFIX-client"
env_line CLUSTER_USER "$user"
env_line CLUSTER_HOME "$home"
env_line ACCOUNTING "$accounting"

# --- daemons ---
start_in login "$dir/log/munged.log" /usr/sbin/munged -F -f --socket="$sock" --key-file="$dir/munge/munge.key" \
  --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/munged.seed" \
  >"$dir/pids/login"
wait_for 10 munged "$dir/log/munged.log" test -S "$sock"
chmod 777 "$sock"

if [ "$accounting" = 1 ]; then
  mkdir -p "$dir/mysql"
  mariadb-install-db --no-defaults --datadir="$dir/mysql/data" --user=root \
    --auth-root-authentication-method=socket >"$dir/log/mariadb-install.log" 2>&1 ||
    { tail -n 15 "$dir/log/mariadb-install.log" >&2; die "mariadb-install-db failed"; }
  start_in login "$dir/log/mariadb.log" /usr/sbin/mariadbd --no-defaults --datadir="$dir/mysql/data" \
    --socket="$dir/mysql/mysql.sock" --pid-file="$dir/mysql/mariadb.pid" --bind-address=127.0.0.1 --port=3306 \
    --user=root --skip-name-resolve --innodb-buffer-pool-size=32M --log-error="$dir/log/mariadb.log" >/dev/null
  wait_for 30 MariaDB "$dir/log/mariadb.log" test -S "$dir/mysql/mysql.sock"
  dbpass="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  mariadb --no-defaults --socket="$dir/mysql/mysql.sock" -e \
    "CREATE USER 'slurm'@'127.0.0.1' IDENTIFIED BY '$dbpass'; GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';" ||
    die "cannot create the accounting database user"
  cat >"$dir/etc-slurm/slurmdbd.conf" <<EOF
AuthType=auth/munge
AuthInfo=socket=$sock
DbdHost=login
DbdPort=6819
SlurmUser=root
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=3306
StorageUser=slurm
StoragePass=$dbpass
StorageLoc=slurm_acct_db
PidFile=$dir/state/slurmdbd.pid
LogFile=$dir/log/slurmdbd.log
EOF
  chmod 600 "$dir/etc-slurm/slurmdbd.conf"
  start_in login "$dir/log/slurmdbd.log" /usr/sbin/slurmdbd -D >/dev/null
  wait_for 30 slurmdbd "$dir/log/slurmdbd.log" in_host login sacctmgr -n list cluster
  in_host login sacctmgr -i add cluster tbtest >/dev/null
  in_host login sacctmgr -i add account tbtest Description=tests Organization=tierbench >/dev/null
  in_host login sacctmgr -i add user "$user" Account=tbtest >/dev/null
fi

start_in login "$dir/log/slurmctld-stdout.log" /usr/sbin/slurmctld -D -i >/dev/null
wait_for 30 slurmctld "$dir/log/slurmctld.log" in_host login scontrol ping
for h in node1 node2; do
  start_in "$h" "$dir/log/slurmd-$h-stdout.log" /usr/sbin/slurmd -D -N "$h" >"$dir/pids/$h"
done
for h in node1 node2; do
  wait_for 30 "slurmd on $h" "$dir/log/slurmd-$h.log" \
    in_host login sh -c "scontrol show node $h | grep -q 'State=IDLE '"
done

# --- the login node's sshd: key-only, its own host key ---
ssh-keygen -q -t ed25519 -N '' -C tierbench-login -f "$dir/ssh/host_ed25519"
if [ -z "$pubkey" ]; then
  ssh-keygen -q -t ed25519 -N '' -C tierbench-test -f "$dir/ssh/id_ed25519"
  pubkey="$dir/ssh/id_ed25519.pub"
  env_line USER_KEY "$dir/ssh/id_ed25519"
fi
cp "$pubkey" "$dir/ssh/authorized_keys"
chmod 644 "$dir/ssh/authorized_keys"
chmod 755 "$dir/ssh"
mkdir -p -m 0755 /run/sshd
cat >"$dir/ssh/sshd_config" <<EOF
Port 22
ListenAddress ${ADDR[login]}
HostKey $dir/ssh/host_ed25519
PidFile $dir/ssh/sshd.pid
AuthorizedKeysFile $dir/ssh/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
PermitRootLogin no
StrictModes no
MaxSessions 64
MaxStartups 64
Subsystem sftp internal-sftp
LogLevel VERBOSE
EOF
start_in login "$dir/log/sshd-stdout.log" /usr/sbin/sshd -D -f "$dir/ssh/sshd_config" -E "$dir/log/sshd.log" \
  >"$dir/pids/sshd"
wait_for 10 sshd "$dir/log/sshd.log" grep -q 'Server listening' "$dir/log/sshd.log"
printf '%s %s\n' "${ADDR[login]}" "$(cut -d' ' -f1,2 "$dir/ssh/host_ed25519.pub")" >"$dir/ssh/known_hosts"
env_line KNOWN_HOSTS "$dir/ssh/known_hosts"
echo "slurm-cluster: ready ($PREFIX; login ${ADDR[login]}; accounting=$accounting)"
