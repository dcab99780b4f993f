"""Datasheet dense BF16 peaks for MFU: the rows, order and match rules of probes/common/PeakTable.cpp (a test in
tests/probes/train_test.py parses that file and compares, so the two cannot drift).

A device matches a row when its upper-cased name contains every `must_have` substring and none of `must_not`; the
first matching row wins, so more specific rows come first.
"""

# (model, must_have, must_not, bf16 TFLOP/s, fp8 TFLOP/s); fp8 0 = no FP8 tensor cores.
PEAKS = [
    ("H100 NVL", ("H100", "NVL"), (), 835, 1671),
    ("H100 PCIe", ("H100", "PCIE"), (), 756, 1513),
    ("H100 SXM", ("H100",), (), 989.4, 1978.9),
    ("GH200", ("GH200",), (), 989.4, 1978.9),
    ("H200 NVL", ("H200", "NVL"), ("GH200",), 835, 1671),
    ("H200", ("H200",), ("GH200",), 989.4, 1978.9),
    ("GB200", ("GB200",), (), 2500, 5000),
    ("B200", ("B200",), ("GB200",), 2250, 4500),
    ("A100", ("A100",), (), 312, 0),
    ("L40S", ("L40S",), (), 362.05, 733),
    ("MI355X", ("MI355X",), (), 2516.6, 5033.2),
    ("MI350X", ("MI350X",), (), 2306.9, 4613.7),
    ("MI325X", ("MI325X",), (), 1307.4, 2614.9),
    ("MI300X", ("MI300X",), (), 1307.4, 2614.9),
    ("MI250X", ("MI250X",), (), 383, 0),
]


def lookup_peak(device_name):
    """(model, bf16 TFLOP/s) of a device name as the runtime reports it, or None for a device without a row (a
    CPU, an unlisted GPU)."""
    up = (device_name or "").upper()
    for model, must_have, must_not, bf16, _fp8 in PEAKS:
        if all(s in up for s in must_have) and not any(s in up for s in must_not):
            return model, float(bf16)
    return None
