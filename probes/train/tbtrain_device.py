"""The device a rank trains on and what `hello` says about it (probes/PROTOCOL.md, "tb-train")."""
import platform
from dataclasses import dataclass

import torch

from tbtrain_protocol import UNSUPPORTED, RunError


@dataclass
class Device:
    torch_device: torch.device
    backend_word: str  # hello's backend: cuda, hip or host
    name: str
    memory_bytes: int
    available_bytes: int  # what this rank may use: free GPU memory, or MemAvailable shared by the node's ranks
    index: int = 0

    @property
    def is_gpu(self):
        return self.torch_device.type == "cuda"


def meminfo_bytes(key):
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "CPU"


def pick_device(o, layout):
    want_gpu = o["device"] == "gpu" or (o["device"] == "auto" and torch.cuda.is_available())
    if want_gpu and not torch.cuda.is_available():
        raise RunError(f"--device gpu, but PyTorch {torch.__version__} sees no GPU (CUDA "
                       f"{torch.version.cuda or 'not built in'}, HIP {torch.version.hip or 'not built in'})",
                       UNSUPPORTED)
    if o["backend"] == "nccl" and not want_gpu:
        raise RunError("--backend nccl needs GPUs; this run is on the CPU (gloo carries CPU tensors)", UNSUPPORTED)
    if not want_gpu:
        return Device(torch.device("cpu"), "host", cpu_name(), meminfo_bytes("MemTotal"),
                      meminfo_bytes("MemAvailable") // max(1, layout.local_world))
    index = layout.local_rank % torch.cuda.device_count()
    torch.cuda.set_device(index)
    props = torch.cuda.get_device_properties(index)
    free, _total = torch.cuda.mem_get_info(index)
    return Device(torch.device("cuda", index), "hip" if torch.version.hip else "cuda", props.name,
                  props.total_memory, free, index)


def pci_of(props):
    parts = [getattr(props, a, None) for a in ("pci_domain_id", "pci_bus_id", "pci_device_id")]
    return "%04x:%02x:%02x.0" % tuple(parts) if all(isinstance(p, int) for p in parts) else ""


def hello_devices(device):
    if device is None:
        return []
    if not device.is_gpu:
        return [{"index": 0, "name": device.name, "pci": "", "memory_bytes": device.memory_bytes}]
    out = []
    for i in range(torch.cuda.device_count()):
        p = torch.cuda.get_device_properties(i)
        out.append({"index": i, "name": p.name, "pci": pci_of(p), "memory_bytes": p.total_memory})
    return out


def libs():
    out = {"torch": torch.__version__}
    if torch.version.cuda:
        out["cuda_runtime"] = torch.version.cuda
    if torch.version.hip:
        out["hip_runtime"] = torch.version.hip
    try:
        if torch.cuda.is_available():
            v = torch.cuda.nccl.version()
            text = ".".join(map(str, v)) if isinstance(v, tuple) else str(v)
            out["rccl" if torch.version.hip else "nccl"] = text
    except Exception:  # noqa: BLE001 - a build without NCCL: the key stays out
        pass
    return out


def hello(emitter, device):
    emitter.hello(device.backend_word if device else "none", hello_devices(device), libs())
