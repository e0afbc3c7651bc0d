#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for testing deploy/slurm for real
# (Debian 12's Slurm 22.05 packages; needs root; works without systemd).
#
#   deploy/slurm/local-cluster.sh start    install if missing, configure, start, wait until idle
#   deploy/slurm/local-cluster.sh status   exit 0 when the node answers (idle, mixed or allocated)
#   deploy/slurm/local-cluster.sh stop     stop slurmd, slurmctld and munged by their pid files
#
# Both start and stop are idempotent. start writes /etc/slurm/slurm.conf only when it is absent
# or was written by this script (it refuses to overwrite another configuration), creates the
# munge key if there is none, and starts only the daemons that are not running.
# LOCAL_SLURM_TIMEOUT (seconds, default 60) bounds the wait for the node to become idle.
set -euo pipefail

conf=/etc/slurm/slurm.conf
marker='# Written by balance-lab deploy/slurm/local-cluster.sh'
munge_pid=/run/munge/munged.pid
ctld_pid=/run/slurmctld.pid
slurmd_pid=/run/slurmd.pid
log_dir=/var/log/slurm
timeout="${LOCAL_SLURM_TIMEOUT:-60}"

say() { echo "local-cluster: $*"; }
die() { echo "local-cluster: $*" >&2; exit 1; }

# The pid in a pid file, if that process is alive.
alive() {
  local pid
  [ -f "$1" ] || return 1
  pid="$(cat "$1" 2>/dev/null)" || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null
}

node_state() { sinfo --noheader --nodes="$(hostname -s)" --format=%t 2>/dev/null | head -n1; }

install_packages() {
  local missing=()
  command -v munged >/dev/null || missing+=(munge)
  command -v slurmctld >/dev/null || missing+=(slurmctld)
  command -v slurmd >/dev/null || missing+=(slurmd)
  command -v sbatch >/dev/null || missing+=(slurm-client)
  [ "${#missing[@]}" -eq 0 ] && return 0
  local t0=$SECONDS
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  local apt=(apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge)
  if ! "${apt[@]}" >/tmp/local-cluster-apt.log 2>&1; then
    # A fresh machine may have no (or stale) package lists.
    apt-get update -qq >>/tmp/local-cluster-apt.log 2>&1 || true
    "${apt[@]}" >>/tmp/local-cluster-apt.log 2>&1 ||
      { tail -n 20 /tmp/local-cluster-apt.log >&2; die "apt-get install failed (log: /tmp/local-cluster-apt.log)"; }
  fi
  say "installed in $((SECONDS - t0)) s"
}

start_munge() {
  install -d -o munge -g munge -m 0700 /etc/munge /var/lib/munge /var/log/munge
  install -d -o munge -g munge -m 0755 /run/munge
  if [ ! -s /etc/munge/munge.key ]; then
    mungekey --create --keyfile=/etc/munge/munge.key
  fi
  chown munge:munge /etc/munge/munge.key
  chmod 0400 /etc/munge/munge.key
  if ! alive "$munge_pid"; then
    runuser -u munge -- munged --pid-file="$munge_pid"
  fi
  local i
  for i in $(seq 1 50); do
    munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  die "munged does not answer (munge -n | unmunge); see /var/log/munge/munged.log"
}

write_conf() {
  local host cpus mem_mib margin real_mem user
  host="$(hostname -s)"
  cpus="$(nproc)"
  mem_mib=$(($(awk '/^MemTotal:/ {print $2}' /proc/meminfo) / 1024))
  # Leave room for the system: a tenth of the memory, at least 256 MiB.
  margin=$((mem_mib / 10 > 256 ? mem_mib / 10 : 256))
  real_mem=$((mem_mib - margin))
  user=root
  id slurm >/dev/null 2>&1 && user=slurm
  if [ -f "$conf" ] && ! grep -qxF "$marker" "$conf"; then
    die "$conf exists and was not written by this script; not overwriting it"
  fi
  install -d -m 0755 /etc/slurm
  install -d -o "$user" -m 0755 /var/spool/slurmctld "$log_dir"
  install -d -m 0755 /var/spool/slurmd
  local new
  new="$(cat <<EOF
$marker
ClusterName=balancelocal
SlurmctldHost=$host(127.0.0.1)
SlurmUser=$user
AuthType=auth/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=$ctld_pid
SlurmdPidFile=$slurmd_pid
SlurmctldLogFile=$log_dir/slurmctld.log
SlurmdLogFile=$log_dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MailProg=/bin/true
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$real_mem State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
)"
  if [ ! -f "$conf" ] || [ "$(cat "$conf")" != "$new" ]; then
    printf '%s\n' "$new" >"$conf"
    say "wrote $conf ($host, $cpus CPUs, RealMemory=$real_mem MiB)"
    # Running daemons would keep the old configuration.
    if alive "$ctld_pid" || alive "$slurmd_pid"; then
      say "configuration changed: restarting the Slurm daemons"
      stop_pidfile slurmd "$slurmd_pid"
      stop_pidfile slurmctld "$ctld_pid"
    fi
  fi
}

start_slurm() {
  alive "$ctld_pid" || slurmctld
  alive "$slurmd_pid" || slurmd
  local deadline=$((SECONDS + timeout)) state=''
  while [ "$SECONDS" -lt "$deadline" ]; do
    state="$(node_state)"
    case "$state" in
      idle | mix | alloc) say "node $(hostname -s) is $state"; return 0 ;;
    esac
    sleep 0.5
  done
  echo "local-cluster: the node did not become idle within $timeout s (sinfo state: '${state:-none}')" >&2
  sinfo >&2 || true
  for f in "$log_dir/slurmctld.log" "$log_dir/slurmd.log"; do
    [ -f "$f" ] && { echo "--- last lines of $f" >&2; tail -n 15 "$f" >&2; }
  done
  exit 1
}

stop_pidfile() {
  local name="$1" file="$2" pid i
  if ! alive "$file"; then
    rm -f "$file"
    return 0
  fi
  pid="$(cat "$file")"
  kill "$pid"
  for i in $(seq 0 100); do
    kill -0 "$pid" 2>/dev/null || { say "stopped $name ($pid) in $((i / 10)).$((i % 10)) s"; rm -f "$file"; return 0; }
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$file"
  say "killed $name ($pid) after 10 s"
}

[ "$(id -u)" -eq 0 ] || die "needs root (installs packages and starts daemons)"

case "${1:-}" in
  start)
    t0=$SECONDS
    install_packages
    start_munge
    write_conf
    start_slurm
    say "up in $((SECONDS - t0)) s"
    ;;
  status)
    command -v sinfo >/dev/null || exit 1
    alive "$ctld_pid" && alive "$slurmd_pid" || exit 1
    case "$(node_state)" in idle | mix | alloc) exit 0 ;; *) exit 1 ;; esac
    ;;
  stop)
    stop_pidfile slurmd "$slurmd_pid"
    stop_pidfile slurmctld "$ctld_pid"
    stop_pidfile munged "$munge_pid"
    ;;
  *)
    echo "usage: $0 start|status|stop" >&2
    exit 2
    ;;
esac
