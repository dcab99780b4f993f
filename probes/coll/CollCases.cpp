#include "CollCases.h"

#include "CollSweep.h"

namespace tbp {

namespace {

class Collective : public MeasuredCase<CollEnv> {
public:
    explicit Collective(CollOp op) : m_op(op) {}
    std::string key() const override { return collName(m_op); }
    ExitCode run(CollEnv& env) override { return env.smoke ? smokeCollective(env, m_op) : sweepCollective(env, m_op); }

private:
    CollOp m_op;
};

}  // namespace

CaseList<CollEnv> collCases() {
    CaseList<CollEnv> cases;
    for (CollOp op : {CollOp::AllReduce, CollOp::AllGather, CollOp::ReduceScatter, CollOp::AllToAll, CollOp::SendRecv})
        cases.push_back(std::make_unique<Collective>(op));
    return cases;
}

}  // namespace tbp
